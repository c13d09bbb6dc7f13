import type { TokenVerifier } from './auth/firebase';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What every route needs, handed to the route plugins explicitly (no globals). */
export type AppContext = {
  db: Database;
  config: ServerConfig;
  verifyIdToken: TokenVerifier;
};
