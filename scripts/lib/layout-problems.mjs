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

/**
 * What a narrow table does to its values (run in the browser): a word or a number broken across
 * two lines ('Custo / mer', '2 / 6'), or an id, number, amount or date (a cell or a folded value of
 * that kind: the kit's DataTable `meta.kind`, `data-kind` on each) on more than one line. A value
 * cut with an ellipsis is on one line; visually hidden text (1 px wide) is left out. Self-contained,
 * as Playwright's `page.evaluate` sends only the function's own text.
 * @param {string} [tables] the tables to look in (a CSS selector)
 * @returns {string[]}
 */
export function tableWrapProblems(tables = 'table') {
  const oneLineKinds = ['id', 'number', 'amount', 'date'];
  /**
   * How many lines some boxes of text take: a box whose middle is below the bottom of the line
   * before starts a new line (boxes of one line overlap, whatever their font size).
   * @param {DOMRect[]} rects
   */
  const lineCount = (rects) => {
    let lines = 0;
    let bottom = -Infinity;
    for (const rect of rects.filter((box) => box.width > 0).sort((a, b) => a.top - b.top)) {
      if (rect.top + rect.height / 2 > bottom) {
        lines++;
        bottom = rect.bottom;
      } else bottom = Math.max(bottom, rect.bottom);
    }
    return lines;
  };
  /** @type {(node: Node, cell: Element) => boolean} */
  const visuallyHidden = (node, cell) => {
    for (let element = node.parentElement; element && element !== cell; element = element.parentElement) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1) return true;
    }
    return false;
  };

  /** @type {string[]} */
  const found = [];
  for (const cell of document.querySelectorAll(`:is(${tables}) :is(td, [data-kind]):not(th)`)) {
    if (cell.getClientRects().length === 0) continue;
    /** @type {DOMRect[]} */
    const rects = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (visuallyHidden(node, cell)) continue;
      const range = document.createRange();
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const wordRects = [...range.getClientRects()];
        rects.push(...wordRects);
        if (lineCount(wordRects) > 1) found.push(`table: a word broken across lines: "${word[0]}"`);
      }
    }
    const kind = cell instanceof HTMLElement ? cell.dataset.kind : undefined;
    if (kind === undefined || !oneLineKinds.includes(kind)) continue;
    const lines = lineCount(rects);
    if (lines > 1)
      found.push(`table: ${kind} on ${lines} lines: "${(cell.textContent ?? '').trim().slice(0, 60)}"`);
  }
  return found;
}
