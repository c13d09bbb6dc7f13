import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledInField } from '../../stories/controlled-in-field';
import { NativeSelect } from './NativeSelect';

const levels = [
  { value: '', label: 'All' },
  { value: 'INFO', label: 'Info' },
  { value: 'WARNING', label: 'Warning' },
  { value: 'ERROR', label: 'Error' },
];

/** The browser draws its list when it opens, so the stories pick by keyboard or selectOptions. */
const meta = {
  title: 'Forms/NativeSelect',
  tags: ['autodocs'],
  component: NativeSelect,
  args: { value: '', options: levels, onValueChange: fn() },
  render: controlledInField(NativeSelect, 'Level'),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '' is a value like any other ('All'): picking it gives back ''. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Level' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Warning');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('WARNING');
    await expect(select).toHaveDisplayValue('Warning');
    await userEvent.selectOptions(select, 'All');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Reached by Tab, with the kit's focus ring (the browser's own keys pick from there). */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Level' })).toHaveFocus();
  },
};

/** The filter size, as the activity feed uses it. */
export const Small: Story = { args: { size: 'sm', value: 'ERROR' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Level' })).toBeDisabled();
  },
};
