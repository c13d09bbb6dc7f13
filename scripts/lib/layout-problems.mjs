// @ts-check
/**
 * What a translation breaks in a layout, found in the page (run in the browser): the page scrolls
 * sideways, or an element cuts its own text off without an ellipsis (overflow hidden, text wider
 * than the box). A truncation with an ellipsis is the design's (long names), and visually hidden
 * text is 1 px wide on purpose.
 * @returns {string[]}
 */
export function layoutProblems() {
  /** @type {string[]} */
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    found.push(`layout: the page scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth})`);
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue;
    const style = getComputedStyle(element);
    if (!['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (ownText) found.push(`layout: text cut off: "${(element.textContent ?? '').trim().slice(0, 60)}"`);
  }
  return found;
}
