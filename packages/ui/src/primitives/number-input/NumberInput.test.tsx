import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './NumberInput';

function Price({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <NumberInput aria-label="Price" value={value} onValueChange={setValue} decimals={2} />
      <output aria-label="Value">{String(value)}</output>
      <button type="button" onClick={() => setValue(7)}>
        Reset
      </button>
    </>
  );
}

describe('NumberInput with decimals', () => {
  it('shows a loaded price with two decimals', () => {
    render(<Price start={16.5} />);
    expect(screen.getByLabelText('Price')).toHaveDisplayValue('16.50');
  });

  it('keeps what is typed while typing, and formats it on blur', async () => {
    const user = userEvent.setup();
    render(<Price start={null} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '9.5');
    expect(input).toHaveDisplayValue('9.5');
    expect(screen.getByLabelText('Value')).toHaveTextContent('9.5');
    await user.tab();
    expect(input).toHaveDisplayValue('9.50');
  });

  it('shows a value set from outside, formatted', async () => {
    const user = userEvent.setup();
    render(<Price start={3} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Price')).toHaveDisplayValue('7.00');
  });
});
