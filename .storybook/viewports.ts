/**
 * The viewports of Storybook's toolbar, and of the story tests: `globals: { viewport: { value:
 * 'phone' } }` renders a story at that size in the Storybook UI and in the story tests (addon-vitest
 * sizes the browser page from the same option); the story checks resize to them by name
 * (test/story-checks.ts). Without one, a story test runs at addon-vitest's 1200x900.
 */
export const VIEWPORTS = {
  phone: { name: 'Phone (390x844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet, landscape (1024x768)',
    styles: { width: '1024px', height: '768px' },
    type: 'tablet',
  },
  laptop: { name: 'Laptop (1280x800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  laptopWide: {
    name: 'Laptop, wide (1440x900)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

/** A viewport's size in pixels. */
export function sizeOf(viewport: keyof typeof VIEWPORTS): { width: number; height: number } {
  const { width, height } = VIEWPORTS[viewport].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}
