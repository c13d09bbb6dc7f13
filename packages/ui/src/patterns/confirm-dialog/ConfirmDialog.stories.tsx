import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../primitives/button';
import { kit } from '../../stories/kit-texts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDemo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete restaurant
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    message: 'Delete “Pizza Palace”? Its menus and dishes are deleted too. This cannot be undone.',
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: kit('confirmDeletion') });
    await expect(dialog).toHaveTextContent('Pizza Palace');
    await expect(screen.getByRole('button', { name: kit('confirm') })).toBeVisible();
    await expect(screen.getByRole('button', { name: kit('cancel') })).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete restaurant' }));
    await userEvent.click(await screen.findByRole('button', { name: kit('cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Confirm runs the action; the dialog is busy until it resolves, then closes. */
export const ConfirmSucceeds: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete restaurant' }));
    await userEvent.click(await screen.findByRole('button', { name: kit('confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(screen.getByRole('button', { name: kit('confirm') })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: kit('cancel') })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failed delete keeps the dialog open and shows the server's message. */
export const ConfirmFails: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Restaurant has open orders and cannot be deleted'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete restaurant' }));
    await userEvent.click(await screen.findByRole('button', { name: kit('confirm') }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant has open orders');
    await expect(screen.getByRole('alertdialog', { name: kit('confirmDeletion') })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: kit('confirm') })).toBeEnabled();
  },
};

/** Controlled busy state (e.g. a mutation's isPending). */
export const Busy: Story = { args: { open: true, busy: true } };

/** Controlled error (e.g. a mutation's error message). */
export const WithError: Story = { args: { open: true, error: 'Network error: could not reach the server' } };
