// Types of scripts/story-matrix.mjs's pure functions, for its test in the admin-app project
// (packages/admin-app/src/stories/story-matrix.test.ts), whose tsconfig does not read JavaScript.
export declare const START_MARKER: string;
export declare const END_MARKER: string;
export declare const STATES: readonly [
  'default',
  'loading',
  'empty',
  'error',
  'forbidden',
  'validation',
  'submitting',
  'slow',
  'not-found',
  'phone',
];
export type State = (typeof STATES)[number];
export declare const STATE_HEADINGS: Record<State, string>;
export declare function isState(value: string): value is State;
export declare function storyNameFromExport(key: string): string;
export declare function sanitize(text: string): string;
export declare function storyId(title: string, exportName: string): string;

export type StoryEntry = { exportName: string; state: State | null };
export type StoriesFile = {
  file: string;
  title: string | null;
  notApplicable: Partial<Record<State, string>>;
  stories: StoryEntry[];
  problems: string[];
};
export declare function parseStoriesFile(text: string, file: string): StoriesFile;

export type Cell =
  | { kind: 'stories'; stories: { exportName: string; id: string }[] }
  | { kind: 'na'; reason: string }
  | { kind: 'missing' };
export type Row = { title: string; file: string; cells: Record<State, Cell> };
export type Matrix = {
  rows: Row[];
  problems: string[];
  counts: { filled: number; na: number; missing: number; stories: number };
};
export declare function buildMatrix(files: StoriesFile[]): Matrix;
export declare function renderMatrix(matrix: Matrix, storybook?: string): string;
export declare function replaceSection(doc: string, section: string): string;
