import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input';
import { isolatedText, Ltr, ltrText } from './Ltr';

/** The element holding exactly `text`, and whether it is an isolated left-to-right run. */
const isolatedLtr = (text: string) => {
  const element = screen.getByText(text);
  return element.tagName === 'BDI' && element.getAttribute('dir') === 'ltr';
};

describe('left-to-right data in Arabic', () => {
  it('is an isolated left-to-right run inside right-to-left text', () => {
    render(
      <p dir="rtl" lang="ar">
        العنوان: <Ltr>13 Riverside Dr, Springfield</Ltr>، والموقع <Ltr>https://example.com/a</Ltr>.
      </p>,
    );
    // <bdi> isolates by itself (unicode-bidi: isolate); dir="ltr" keeps "13" and "https://" in place.
    expect(isolatedLtr('13 Riverside Dr, Springfield')).toBe(true);
    expect(isolatedLtr('https://example.com/a')).toBe(true);
  });

  it('wraps plain strings in isolates: LRI…PDI for data, FSI…PDI for a name in either script', () => {
    expect(ltrText('ada@example.com')).toBe('\u2066ada@example.com\u2069');
    expect(isolatedText('مطعم الشام')).toBe('\u2068مطعم الشام\u2069');
  });

  it('types emails, URLs and phone numbers left to right', () => {
    render(
      <div dir="rtl">
        <Input aria-label="email" type="email" />
        <Input aria-label="name" />
      </div>,
    );
    expect(screen.getByLabelText('email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('name')).not.toHaveAttribute('dir');
  });
});
