import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { databaseImageStorage } from './database-storage';
import type { ImageStorage } from './image-storage';
import { localImageStorage } from './local-storage';

/** The storage UPLOAD_STORAGE names; both are stateless, so the routes and the sweep each make one. */
export function createImageStorage(config: ServerConfig, db: Database): ImageStorage {
  return config.uploads.storage === 'database'
    ? databaseImageStorage(db)
    : localImageStorage(config.uploadDir);
}
