import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledInField } from '../../stories/controlled-in-field';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Forms/NumberInput',
  tags: ['autodocs'],
  component: NumberInput,
  args: { value: 12.5, onValueChange: fn(), prefix: '$' },
  render: controlledInField(NumberInput, 'Price', 240),
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price field: step 0.01, min 0.01 by default. */
export const Price: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Price');
    await expect(input).toHaveAttribute('step', '0.01');
    await expect(input).toHaveAttribute('min', '0.01');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '9.99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9.99);
  },
};

export const Empty: Story = { args: { value: null } };

export const Disabled: Story = { args: { disabled: true } };
