import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field';
import { Input } from './Input';

const meta = {
  title: 'Forms/Input',
  tags: ['autodocs'],
  component: Input,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <FormField label="Email">
          <Story />
        </FormField>
      </div>
    ),
  ],
  args: { type: 'email', placeholder: 'name@example.com' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'owner@demo.food');
    await expect(input).toHaveValue('owner@demo.food');
  },
};

export const Filled: Story = { args: { defaultValue: 'admin@demo.food' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@demo.food' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };

export const LongValue: Story = {
  args: {
    defaultValue: 'a.very.long.email.address.that.overflows.the.field@subdomain.example-restaurant-group.com',
  },
};
