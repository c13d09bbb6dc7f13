/** The server suite's own Auth Emulator (see test/firebase.json): separate port and project from `npm start`. */
export const TEST_EMULATOR_HOST = '127.0.0.1:9199';
export const TEST_PROJECT_ID = 'demo-food-test';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/food_admin_test';
