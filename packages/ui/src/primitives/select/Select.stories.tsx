import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { controlledInField } from '../../stories/controlled-in-field';
import { Select } from './Select';

const roles = [
  { value: 'CUSTOMER', label: 'Customer' },
  { value: 'RESTAURANT', label: 'Restaurant' },
  { value: 'COURIER', label: 'Courier' },
  { value: 'ADMIN', label: 'Admin' },
];

const meta = {
  title: 'Forms/Select',
  tags: ['autodocs'],
  component: Select,
  args: { value: 'CUSTOMER', options: roles, onValueChange: fn() },
  render: controlledInField(Select, 'Role'),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ADMIN');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Admin');
  },
};

/** '' is a real value ('All'), mapped around Radix's reserved empty string. */
export const EmptyStringValue: Story = {
  args: { value: '', options: [{ value: '', label: 'All' }, ...roles] },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveTextContent('All');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Courier' }));
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Disabled: Story = { args: { disabled: true } };
