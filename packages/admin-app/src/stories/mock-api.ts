import { handlers, resetMockDb } from '@food-admin/mocks';

/**
 * Every page story starts from the mock API's fixtures: the whole keyed handler set (a story
 * replaces one endpoint under its key, e.g. `{ users: overrides.error('users', 503, '...') }`),
 * and a fresh in-memory store so a delete in one story's play function never leaks into the next.
 */
export const mockApiParameters = { msw: { handlers } };

export const resetMockApi = () => {
  resetMockDb();
};
