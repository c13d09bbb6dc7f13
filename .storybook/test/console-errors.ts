/**
 * What the story logged with console.error. A story whose screen logs a failure on purpose names
 * the start of each such message: `parameters: { consoleErrors: ['Image upload failed'] }`.
 */
let logged: string[] = [];

const realError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  realError(...args);
};

// Notices of the test set-up, not of the story: Chromium reports a ResizeObserver callback that
// resized what it observes in the same frame (the observer runs again on the next frame); React's
// act() warnings, which it gives only where a test framework asked for them (addon-vitest renders
// stories inside act(); the built Storybook never does).
const HARNESS_NOTICES = [
  'ResizeObserver loop',
  'A component suspended inside an `act` scope',
  'An update to %s inside a test was not wrapped in act',
];

export const startConsoleLog = () => {
  logged = [];
};

export const unexpectedConsoleErrors = (expected: readonly string[]) =>
  logged.filter((message) => ![...expected, ...HARNESS_NOTICES].some((start) => message.startsWith(start)));
