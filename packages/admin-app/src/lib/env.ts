// Build-time configuration, read once. Every value has a local default so `npm run dev` needs no .env.
const read = (value: string | undefined, fallback: string): string =>
  value === undefined || value.trim() === '' ? fallback : value.trim();

export const env = {
  /** '' = same origin as the page. */
  apiUrl: read(import.meta.env.VITE_API_URL, '').replace(/\/+$/, ''),
  firebase: {
    apiKey: read(import.meta.env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: read(import.meta.env.VITE_FIREBASE_AUTH_DOMAIN, 'demo-food.firebaseapp.com'),
    projectId: read(import.meta.env.VITE_FIREBASE_PROJECT_ID, 'demo-food'),
    appId: read(import.meta.env.VITE_FIREBASE_APP_ID, ''),
  },
  authEmulatorPort: Number(read(import.meta.env.VITE_AUTH_EMULATOR_PORT, '9099')),
  imageUpload: {
    url: read(import.meta.env.VITE_IMAGE_UPLOAD_URL, ''),
    key: read(import.meta.env.VITE_IMAGE_UPLOAD_KEY, ''),
  },
  useMocks: read(import.meta.env.VITE_USE_MOCKS, '') === '1',
} as const;

/** The Auth Emulator is used when the page runs on localhost or an IP address (docs/requirements.md#req-calls-http). */
export function isLocalHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return true;
  // IPv6 literals arrive bracketed in location.hostname.
  return hostname.startsWith('[') && hostname.endsWith(']');
}
