// The texts the kit writes itself (KitStrings), in the language a story renders in. The toolbar's
// Language gives every story the app's translation of them (.storybook/preview.tsx sets them here
// before each story), so a kit story's play function finds a Close or a Next by `kit('close')`,
// not by its English word, and reaches the same state in French and Arabic
// (docs/storybook.md#play-functions). Texts a story passes as props stay as the story writes them.
import { defaultBoardStrings } from '../patterns/order-board/board-strings';
import { defaultKitStrings, type KitStrings as KitOwnStrings } from '../strings';
import type { BoardStrings } from '../strings/board-strings';

/** Every text, the order board's (which load with it) included. */
type KitStrings = KitOwnStrings & BoardStrings;
const DEFAULTS: KitStrings = { ...defaultKitStrings, ...defaultBoardStrings };

let strings: KitStrings = DEFAULTS;

/** The kit's texts of the story's language (English's are the defaults). */
export function setStoryKitStrings(texts: Partial<KitOwnStrings>): void {
  strings = { ...DEFAULTS, ...texts } as KitStrings;
}

type KitTexts = { [K in keyof KitStrings as KitStrings[K] extends string ? K : never]: KitStrings[K] };
type KitFormats = {
  [K in keyof KitStrings as KitStrings[K] extends (...args: never[]) => string ? K : never]: KitStrings[K];
};

/**
 * White space as Testing Library reads a page's text (runs of spaces, and the no-break spaces of
 * French numbers, as one space), so a text found by its string matches.
 */
const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A text the kit writes itself, in the story's language: `kit('close')`. */
export function kit<K extends keyof KitTexts>(key: K): string;
/** A kit text with values: `kit('pageOf', 1, 3)`. */
export function kit<K extends keyof KitFormats>(key: K, ...values: Parameters<KitFormats[K]>): string;
export function kit(key: keyof KitStrings, ...values: unknown[]): string {
  const text = strings[key];
  return asRead(
    typeof text === 'function' ? (text as (...args: unknown[]) => string)(...values) : String(text),
  );
}
