import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { kit } from '../../stories/kit-texts';
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

const dialog = () => screen.findByRole('dialog', { name: kit('conflictTitle') });
/** A value's radio: `Yours: Casa Verde`. */
const mine = (value: string) => kit('conflictChoice', kit('conflictYours'), value);
const theirs = (value: string) => kit('conflictChoice', kit('conflictTheirs'), value);

/** One field differs: both values, Keep mine saves mine. */
export const OneField: Story = {
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByText(kit('conflictMessage', 'restaurant'))).toBeVisible();
    await expect(shown.getByRole('radio', { name: mine('Casa Verde') })).toBeChecked();
    await expect(shown.getByRole('radio', { name: theirs('Casa Verde & Bar') })).not.toBeChecked();
    await userEvent.click(shown.getByRole('button', { name: kit('conflictKeepMine') }));
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
    await expect(shown.getByText(kit('conflictMessage', 'restaurant', 'Ada Lovelace'))).toBeVisible();
    await expect(shown.getAllByRole('group')).toHaveLength(5);
    await expect(shown.getByRole('radio', { name: theirs(kit('conflictEmpty')) })).toBeVisible();
    await userEvent.click(shown.getByRole('radio', { name: theirs('Casa Verde & Bar') }));
    // Arrow keys move within one field's pair, as in any radio group.
    shown.getByRole('radio', { name: mine('Yes') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shown.getByRole('radio', { name: theirs('No') })).toBeChecked();
    await userEvent.click(shown.getByRole('button', { name: kit('conflictMerge') }));
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
    await userEvent.click(within(await dialog()).getByRole('button', { name: kit('conflictTakeTheirs') }));
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
    await userEvent.click(shown.getByRole('button', { name: kit('conflictKeepMine') }));
    await expect(await shown.findByText('Network error: the server could not be reached')).toBeVisible();
    await expect(shown.getByRole('button', { name: kit('conflictKeepMine') })).toBeEnabled();
  },
};

/** Deleted meanwhile: nothing to merge with, only the way out. */
export const DeletedMeanwhile: Story = {
  args: { deleted: true, fields: [], deletedAction: { label: 'Back to restaurants', onClick: fn() } },
  play: async ({ args }) => {
    const shown = within(
      await screen.findByRole('alertdialog', { name: kit('conflictDeletedTitle', 'restaurant') }),
    );
    await expect(shown.getByText(kit('conflictDeletedMessage', 'restaurant'))).toBeVisible();
    await expect(shown.queryByRole('button', { name: kit('conflictKeepMine') })).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: 'Back to restaurants' }));
    await expect(args.deletedAction?.onClick).toHaveBeenCalledOnce();
  },
};
