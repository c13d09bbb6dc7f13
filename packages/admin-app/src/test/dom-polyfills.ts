import * as webStreams from 'node:stream/web';

// jsdom lacks a few browser APIs that Radix primitives and the app call. Minimal stand-ins:
// layout is not simulated, so observers never fire and media queries never match.

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoopResizeObserver, writable: true });
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Radix Select uses pointer capture and scrollIntoView; the router restores scroll with scrollTo.
const elementProto = Element.prototype as unknown as Record<string, unknown>;
elementProto.hasPointerCapture ??= () => false;
elementProto.releasePointerCapture ??= () => undefined;
elementProto.setPointerCapture ??= () => undefined;
elementProto.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

// A test file's VM context (vitest.config.ts: pool vmThreads) lacks Node's web streams, which MSW
// uses (its server-sent events, its responses' decompression).
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
] as const)
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
