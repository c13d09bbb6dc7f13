import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const ranges = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

const meta = {
  title: 'Forms/SegmentedControl',
  tags: ['autodocs'],
  component: SegmentedControl,
  args: { 'aria-label': 'Range', value: '30d', options: ranges, onValueChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SegmentedControl
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One click picks a choice; the checked one is raised. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Range' });
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('90d');
    await expect(canvas.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(group).toBeVisible();
  },
};

/** Arrow keys move the choice, as in any radio group; Tab enters on the checked one. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('90d');
  },
};

export const Small: Story = { args: { size: 'sm' } };
