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

/**
 * Price field: a text field with the decimal keyboard; ArrowUp and ArrowDown step by 0.01 down to
 * 0.01 by default. A text it cannot read is kept and reported as NaN (the form says why). Other
 * languages: NumberInput.test.tsx (`locale`, or the kit strings' `locale`).
 */
export const Price: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Price');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveDisplayValue('12.5');
    await userEvent.clear(input);
    await userEvent.type(input, '12abc');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(NaN);
    await userEvent.tab();
    await expect(input).toHaveDisplayValue('12abc');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '9.99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9.99);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9.99);
    await expect(input).toHaveDisplayValue('9.99');
  },
};

export const Empty: Story = { args: { value: null } };

export const Disabled: Story = { args: { disabled: true } };
