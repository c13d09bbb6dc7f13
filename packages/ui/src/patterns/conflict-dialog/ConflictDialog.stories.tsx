import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConflictDialog } from './ConflictDialog';

/*
 * What a save that lost a race shows. The app opens it on a 412 (someone saved the record since the
 * form was opened) or a 404 (someone deleted it).
 */
const meta = {
  title: 'Dialogs/ConflictDialog',
  tags: ['autodocs'],
  component: ConflictDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    what: 'restaurant',
    fields: [{ name: 'name', label: 'Name', mine: 'Casa Verde', theirs: 'Casa Verde & Bar' }],
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onMerge: fn(),
  },
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Someone else saved changes' });

/** One field differs: both values, Keep mine saves mine. */
export const OneField: Story = {
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByText(/This restaurant was changed by someone else/)).toBeVisible();
    await expect(shown.getByRole('radio', { name: 'Yours: Casa Verde' })).toBeChecked();
    await expect(shown.getByRole('radio', { name: 'Theirs: Casa Verde & Bar' })).not.toBeChecked();
    await userEvent.click(shown.getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

/** Several fields, one empty on a side; Merge sends the choice made per field (by keyboard too). */
export const ManyFields: Story = {
  args: {
    changedBy: 'Ada Lovelace',
    fields: [
      { name: 'name', label: 'Name', mine: 'Casa Verde', theirs: 'Casa Verde & Bar' },
      { name: 'address', label: 'Address', mine: '2 Elm Ave', theirs: '12 Elm Ave' },
      { name: 'description', label: 'Description', mine: 'Tapas and wine', theirs: '' },
      { name: 'isActive', label: 'Active', mine: 'Yes', theirs: 'No' },
    ],
  },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByText(/changed by Ada Lovelace/)).toBeVisible();
    await expect(shown.getAllByRole('group')).toHaveLength(5);
    await expect(shown.getByRole('radio', { name: 'Theirs: (empty)' })).toBeVisible();
    await userEvent.click(shown.getByRole('radio', { name: 'Theirs: Casa Verde & Bar' }));
    // Arrow keys move within one field's pair, as in any radio group.
    shown.getByRole('radio', { name: 'Yours: Yes' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shown.getByRole('radio', { name: 'Theirs: No' })).toBeChecked();
    await userEvent.click(shown.getByRole('button', { name: 'Merge' }));
    await expect(args.onMerge).toHaveBeenCalledWith({
      name: 'theirs',
      address: 'mine',
      description: 'mine',
      isActive: 'theirs',
    });
  },
};

/** Take theirs drops my values: the form shows the saved version. */
export const TakeTheirs: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Take theirs' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
    await expect(args.onKeepMine).not.toHaveBeenCalled();
  },
};

/** Saving again failed (someone saved once more, or the network): the dialog stays with the message. */
export const SaveAgainFails: Story = {
  args: {
    onKeepMine: fn(() => Promise.reject(new Error('Network error: the server could not be reached'))),
  },
  play: async () => {
    const shown = within(await dialog());
    await userEvent.click(shown.getByRole('button', { name: 'Keep mine' }));
    await expect(await shown.findByText('Network error: the server could not be reached')).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Keep mine' })).toBeEnabled();
  },
};

/** Deleted meanwhile: nothing to merge with, only the way out. */
export const DeletedMeanwhile: Story = {
  args: { deleted: true, fields: [], deletedAction: { label: 'Back to restaurants', onClick: fn() } },
  play: async ({ args }) => {
    const shown = within(await screen.findByRole('alertdialog', { name: 'This restaurant was deleted' }));
    await expect(shown.getByText(/Your changes were not saved/)).toBeVisible();
    await expect(shown.queryByRole('button', { name: 'Keep mine' })).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: 'Back to restaurants' }));
    await expect(args.deletedAction?.onClick).toHaveBeenCalledOnce();
  },
};
