import { setupServer, type SetupServer } from 'msw/node';
import { handlerList } from './handlers';
import { setMockProgressPause } from './handlers/progress';

/**
 * An MSW server for Node tests with the whole fake API. Call `listen()` in `beforeAll`,
 * `resetHandlers()` and `resetMockDb()` in `afterEach`/`beforeEach`, `close()` in `afterAll`.
 */
export function createMockServer(): SetupServer {
  // A bulk action's progress lines come at once: a test waits for the answer, not a person for the bar.
  setMockProgressPause(0);
  return setupServer(...handlerList);
}
