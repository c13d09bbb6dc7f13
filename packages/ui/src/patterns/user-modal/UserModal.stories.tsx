import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { users } from '../../stories/fixtures';
import { kit } from '../../stories/kit-texts';
import { UserModal, type UserModalMode, type UserModalProps } from './UserModal';

function UserModalDemo(args: UserModalProps) {
  const [mode, setMode] = useState<UserModalMode>(args.mode);
  const [open, setOpen] = useState(args.open);
  // Closed (after Save or Confirm), the canvas offers the way back in rather than ending blank.
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open user
      </Button>
    );
  return (
    <UserModal
      {...args}
      mode={mode}
      open={open}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange?.(next);
      }}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Dialogs/UserModal',
  tags: ['autodocs'],
  component: UserModal,
  args: {
    user: users[1]!,
    mode: 'view',
    open: true,
    onOpenChange: fn(),
    onModeChange: fn(),
    onSave: fn(),
    onDelete: fn(),
  },
  render: (args) => <UserModalDemo {...args} />,
} satisfies Meta<typeof UserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: kit('userDetails') });
    await expect(dialog).toHaveTextContent('owner@demo.food');
    await expect(dialog).toHaveTextContent(kit('roleLabel', 'RESTAURANT'));
  },
};

/** Only the role is editable; Save sends the chosen role. */
export const Edit: Story = {
  args: { mode: 'edit', onSave: fn(() => Promise.resolve()) },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: kit('editUser') });
    await expect(dialog.querySelectorAll('input')).toHaveLength(0);
    const save = screen.getByRole('button', { name: kit('save') });
    await expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: kit('role') }));
    await userEvent.click(await screen.findByRole('option', { name: kit('roleLabel', 'ADMIN') }));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('ADMIN', users[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Open user' })).toBeVisible();
  },
};

export const EditSaveError: Story = {
  args: { mode: 'edit', onSave: fn(() => Promise.reject(new Error('You cannot change your own role'))) },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: kit('editUser') });
    await userEvent.click(screen.getByRole('combobox', { name: kit('role') }));
    await userEvent.click(await screen.findByRole('option', { name: kit('roleLabel', 'CUSTOMER') }));
    await userEvent.click(screen.getByRole('button', { name: kit('save') }));
    await expect(await screen.findByText('You cannot change your own role')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: kit('editUser') })).toBeInTheDocument();
  },
};

export const Delete: Story = {
  args: { mode: 'delete', onDelete: fn(() => Promise.resolve()) },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: kit('confirmDeletion') });
    await expect(dialog).toHaveTextContent('owner@demo.food');
    await userEvent.click(screen.getByRole('button', { name: kit('confirm') }));
    await expect(args.onDelete).toHaveBeenCalledWith(users[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Open user' })).toBeVisible();
  },
};

export const Busy: Story = { args: { mode: 'delete', busy: true } };

/** From view, the footer switches to edit. */
export const ViewToEdit: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: kit('userDetails') });
    await userEvent.click(screen.getByRole('button', { name: kit('edit') }));
    await expect(await screen.findByRole('dialog', { name: kit('editUser') })).toBeInTheDocument();
  },
};

/** The app's own actions on this user sit in the view footer, before Delete and Edit. */
export const ViewWithActions: Story = {
  args: {
    viewActions: (
      <Button variant="outline" onClick={fn()}>
        What they can do
      </Button>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: kit('userDetails') });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(buttons.slice(-4)).toEqual(['What they can do', kit('delete'), kit('edit'), kit('close')]);
  },
};

export const LongValues: Story = {
  args: {
    user: {
      id: 123456,
      firstName: 'Maximiliana-Josefina',
      lastName: 'van der Oosterhuizen-Wellington',
      email: 'maximiliana.josefina.vanderoosterhuizen@very-long-company-domain-name.example.com',
      role: 'COURIER',
      phone: '+44 (0) 20 7946 0958 ext. 12345',
    },
  },
};
