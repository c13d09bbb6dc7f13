import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  tags: ['autodocs'],
  component: Switch,
  args: { label: 'Available', checked: true, onCheckedChange: fn() },
  render: function Controlled(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Available' });
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const Off: Story = { args: { checked: false, label: 'Active' } };

export const WithDescription: Story = {
  args: { description: 'Unavailable dishes stay on the menu, greyed out.' },
};

export const Disabled: Story = { args: { disabled: true } };
