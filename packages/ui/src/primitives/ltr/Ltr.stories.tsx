import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Ltr } from './Ltr';

const meta = {
  title: 'Basics/Ltr',
  tags: ['autodocs'],
  component: Ltr,
  args: { children: 'ada@example.com' },
} satisfies Meta<typeof Ltr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the `index`th character of `element`'s text is drawn, from the left. */
const characterLeft = (element: HTMLElement, index: number) => {
  const range = document.createRange();
  const text = element.firstChild as Text;
  range.setStart(text, index);
  range.setEnd(text, index + 1);
  return range.getBoundingClientRect().left;
};

/**
 * An address, a URL, an email and a phone number in Arabic sentences: each reads left to right,
 * in place ("13 Riverside Dr, Springfield", not "Riverside Dr, Springfield 13"; "https://", not
 * "//:https"), and the sentence's full stop stays at its end.
 */
export const InArabicText: Story = {
  render: () => (
    <div dir="rtl" lang="ar" style={{ display: 'grid', gap: 8 }}>
      <p>
        العنوان: <Ltr>13 Riverside Dr, Springfield</Ltr>.
      </p>
      <p>
        الموقع: <Ltr>https://example.com/menu</Ltr>.
      </p>
      <p>
        البريد: <Ltr>ada@example.com</Ltr>، والهاتف: <Ltr>+33 6 12 34 56 78</Ltr>.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['13 Riverside Dr, Springfield', 'https://example.com/menu', '+33 6 12 34 56 78']) {
      const run = canvas.getByText(text);
      await expect(run.tagName).toBe('BDI');
      await expect(getComputedStyle(run).unicodeBidi).toBe('isolate');
      // As laid out: its first character left of its last, as in English.
      await expect(characterLeft(run, 0)).toBeLessThan(characterLeft(run, text.length - 1));
    }
  },
};
