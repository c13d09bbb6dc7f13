import { setupServer, type SetupServer } from 'msw/node';
import { handlerList } from './handlers';

/**
 * An MSW server for Node tests with the whole fake API. Call `listen()` in `beforeAll`,
 * `resetHandlers()` and `resetMockDb()` in `afterEach`/`beforeEach`, `close()` in `afterAll`.
 */
export function createMockServer(): SetupServer {
  return setupServer(...handlerList);
}
