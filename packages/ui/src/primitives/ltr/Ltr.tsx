import type { ReactNode } from 'react';

/*
 * Left-to-right data in right-to-left text. An email, a URL, a phone number, an address or a code
 * written in Latin script reads left to right whatever the page's direction; without isolation the
 * Unicode bidi algorithm lays its neutral characters out by the surrounding Arabic ("13 Riverside
 * Dr, Springfield" shows as "Riverside Dr, Springfield 13", "https://" as "//:https") and lets its
 * trailing full stop or number jump to the other end of the sentence around it.
 */

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';
/** U+2068 FIRST STRONG ISOLATE: the run takes the direction of its first letter (a name in any script). */
const FSI = '\u2068';

/**
 * `value` as a left-to-right run isolated from the text around it, for plain strings (a toast's
 * text, an ICU message's argument, an aria-label): `ltrText(email)`.
 */
export const ltrText = (value: string): string => `${LRI}${value}${PDI}`;

/**
 * `value` isolated in the direction of its own first letter, for a name that may be written in
 * Latin or Arabic inside a sentence of the other (a restaurant's name in a confirmation).
 */
export const isolatedText = (value: string): string => `${FSI}${value}${PDI}`;

export interface LtrProps {
  children: ReactNode;
  className?: string;
}

/**
 * Shows left-to-right data (an email, URL, phone number, address, code) as an isolated
 * left-to-right run: `<bdi dir="ltr">`, whose `unicode-bidi: isolate` keeps the page's direction
 * from reordering it and it from reordering the page.
 */
export function Ltr({ children, className }: LtrProps) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
