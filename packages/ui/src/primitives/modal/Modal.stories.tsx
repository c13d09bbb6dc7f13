import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { FormField } from '../form-field';
import { Input } from '../input';
import { kit } from '../../stories/kit-texts';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
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
  title: 'Dialogs/Modal',
  tags: ['autodocs'],
  component: Modal,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Edit menu',
    description: 'Change the menu name shown to customers.',
    children: (
      <FormField label="Menu name">
        <Input defaultValue="Lunch menu" />
      </FormField>
    ),
    footer: (
      <>
        <Button variant="outline">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

/** Tab cycles inside the dialog; Escape closes it and focus returns to the button that opened it. */
export const FocusTrapAndEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  args: { open: true },
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: kit('close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No screenshot (0.27 MB of text): its play function holds the scrolling body, its tree the text. */
export const LongContent: Story = {
  parameters: { screenshot: false },
  args: {
    open: true,
    size: 'lg',
    title: 'Terms for restaurant partners on the Food Admin platform, effective from the first of January',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Section {index + 1}. Partners keep menus, prices and availability up to date. Orders placed
            against an outdated menu are honoured at the displayed price.
          </p>
        ))}
      </div>
    ),
  },
};

/** While a request runs, Escape and outside clicks do not close the dialog. */
export const PreventClose: Story = {
  args: { open: true, preventClose: true },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
