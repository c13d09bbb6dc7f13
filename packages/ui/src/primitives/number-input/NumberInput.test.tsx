import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KitStringsProvider } from '../../strings';
import { NumberInput } from './NumberInput';

function Price({ start, locale }: { start: number | null; locale?: string }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <NumberInput aria-label="Price" value={value} onValueChange={setValue} decimals={2} locale={locale} />
      <output aria-label="Value">{String(value)}</output>
      <button type="button" onClick={() => setValue(7)}>
        Reset
      </button>
    </>
  );
}

describe('NumberInput with decimals', () => {
  it('is a text field with the decimal keyboard, which keeps what it cannot read', () => {
    render(<Price start={16.5} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

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

  it('reports null when emptied', async () => {
    const user = userEvent.setup();
    render(<Price start={3} />);
    await user.clear(screen.getByLabelText('Price'));
    expect(screen.getByLabelText('Value')).toHaveTextContent('null');
  });
});

describe('NumberInput in the reader’s language', () => {
  it('reads 2,5 in French as 2.5 and shows it 2,50', async () => {
    const user = userEvent.setup();
    render(<Price start={null} locale="fr" />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '2,5');
    expect(input).toHaveDisplayValue('2,5');
    expect(screen.getByLabelText('Value')).toHaveTextContent('2.5');
    await user.tab();
    expect(input).toHaveDisplayValue('2,50');
  });

  it('takes its language from the kit strings, and a point there too', async () => {
    const user = userEvent.setup();
    render(
      <KitStringsProvider strings={{ locale: 'fr' }}>
        <Price start={1234.5} />
      </KitStringsProvider>,
    );
    const input = screen.getByLabelText('Price');
    expect(input).toHaveDisplayValue('1\u202f234,50');
    await user.clear(input);
    await user.type(input, '3.25');
    expect(screen.getByLabelText('Value')).toHaveTextContent('3.25');
    await user.tab();
    expect(input).toHaveDisplayValue('3,25');
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', async () => {
    const user = userEvent.setup();
    render(<Price start={null} locale="ar" />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '١٢٫٥');
    expect(screen.getByLabelText('Value')).toHaveTextContent('12.5');
    await user.tab();
    expect(input).toHaveDisplayValue(new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(12.5));
  });

  it.each([
    ['en', '2,5'],
    ['en', '1.2.3'],
    ['fr', '12abc'],
    ['ar', '1,5'],
  ])('in %s keeps %s as typed and reports NaN, even after leaving', async (locale, typed) => {
    const user = userEvent.setup();
    render(<Price start={null} locale={locale} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, typed);
    expect(input).toHaveDisplayValue(typed);
    expect(screen.getByLabelText('Value')).toHaveTextContent('NaN');
    await user.tab();
    expect(input).toHaveDisplayValue(typed);
  });

  it('shows a value with more decimals than asked whole rather than another number', async () => {
    const user = userEvent.setup();
    render(<Price start={null} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '1.234');
    await user.tab();
    expect(input).toHaveDisplayValue('1.234');
    expect(screen.getByLabelText('Value')).toHaveTextContent('1.234');
  });
});

describe('NumberInput arrow keys', () => {
  it('step by 0.01 and stop at the minimum', async () => {
    const user = userEvent.setup();
    render(<Price start={0.02} locale="fr" />);
    const input = screen.getByLabelText('Price');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveDisplayValue('0,03');
    expect(screen.getByLabelText('Value')).toHaveTextContent('0.03');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveDisplayValue('0,01');
    expect(screen.getByLabelText('Value')).toHaveTextContent('0.01');
  });

  it('leave an unreadable text alone', async () => {
    const user = userEvent.setup();
    render(<Price start={null} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '12abc{ArrowUp}');
    expect(input).toHaveDisplayValue('12abc');
  });
});
