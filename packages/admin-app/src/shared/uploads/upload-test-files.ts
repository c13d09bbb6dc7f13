// Test support for forms with an image upload (component tests in jsdom, not app code).
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom's FormData and File cannot travel through Node's Request (which MSW's XHR interceptor
 * builds), so uploads are sent with Node's own FormData and Blob, exactly as a browser sends its
 * own. Call at the top of a test file.
 */
export function withNodeFormData(): void {
  beforeAll(async () => {
    const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
    const nodeBlob = (await new Response('probe').blob()).constructor;
    vi.stubGlobal('FormData', nodeFormData);
    // The mock handler checks `instanceof Blob` on the parsed field, which is a Node Blob.
    vi.stubGlobal('Blob', nodeBlob);
  });
  afterAll(() => vi.unstubAllGlobals());
}

/** A PNG file (its signature is enough for the mock server) that travels through Node's FormData. */
export const pngFile = (name = 'image.png') =>
  new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
  }) as unknown as File;

/** The picture's hidden file input (the "Choose image" button opens it). */
export const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A PNG of `bytes` bytes (its signature, then zeros): one above the upload cap. */
export const pngFileOfSize = (bytes: number, name = 'huge.png') => {
  const content = new Uint8Array(bytes);
  content.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return new NodeFile([content], name, { type: 'image/png' }) as unknown as File;
};
