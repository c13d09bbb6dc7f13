// Where the end-to-end stack runs. Shared by playwright.config.ts and the tests.
// The app + API port differs from npm start's 8080 so that a developer's running stack does not
// block the tests. The emulator port is compiled into the app build (VITE_AUTH_EMULATOR_PORT), so
// it keeps npm start's 9099 unless E2E_AUTH_EMULATOR_PORT asks for another (which rebuilds the app).
export const APP_PORT = Number(process.env.E2E_PORT ?? 8090);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9099);
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const FIREBASE_PROJECT_ID = 'demo-food';
/** The web API key the app is built with; the emulator accepts any. */
export const FIREBASE_API_KEY = 'demo-api-key';

export const DEMO_ADMIN = { email: 'admin@demo.food', password: 'admin123', name: 'Ada Admin' } as const;
export const DEMO_OWNER = { email: 'owner@demo.food', password: 'owner123', name: 'Oscar Owner' } as const;
export const DEMO_CUSTOMER = {
  email: 'customer@demo.food',
  password: 'customer123',
  name: 'Cleo Customer',
} as const;
export const DEMO_COURIER = {
  email: 'courier@demo.food',
  password: 'courier123',
  name: 'Cody Courier',
} as const;
