/** What opens outside a story's root (in a portal): a dialog, a menu, a listbox. */
export const PORTALS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * Whether a story shows nothing: no element in its root takes up space and nothing matching
 * `portals` (PORTALS) is open. Used by the story checks (in the test's page, with the story's
 * canvas) and by the built Storybook's smoke pass (`page.evaluate(showsNothing, PORTALS)`:
 * Playwright sends the function's source, so it refers to nothing outside itself, and finds the
 * preview's root when given none).
 */
export function showsNothing(
  portals: string,
  root: Element | null = document.querySelector('#storybook-root'),
): boolean {
  const shown = [...(root?.querySelectorAll('*') ?? [])].some((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  return !shown && document.querySelector(portals) === null;
}
