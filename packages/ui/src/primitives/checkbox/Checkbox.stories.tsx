import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: 'Remember me', checked: false, onCheckedChange: fn() },
  render: function Controlled(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Checkbox
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { label: 'Active', description: 'Inactive restaurants are hidden from customers.', checked: true },
};

export const Disabled: Story = { args: { disabled: true, checked: true } };
