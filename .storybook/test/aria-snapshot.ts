import type { Frame } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';

/**
 * The story page's accessibility tree as Playwright's ARIA snapshot (YAML: roles, names, states,
 * text), taken in the test's frame: the story checks use it to tell a page that says nothing to a
 * screen reader, which has no tree to hold. The toasts' region with no toast in it says nothing.
 */
export const ariaSnapshot: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error('ariaSnapshot needs the playwright provider');
  const frame = await (context as unknown as { frame(): Promise<Frame> }).frame();
  const snapshot = await frame.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .filter((line) => !/^\s*- region "Notifications[^"]*"$/.test(line))
    .join('\n');
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    ariaSnapshot: () => Promise<string>;
  }
}
