import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { databaseImageStorage } from './database-storage';
import type { ImageStorage } from './image-storage';
import { localImageStorage } from './local-storage';
import { s3ImageStorage } from './s3-storage';

/** The storage UPLOAD_STORAGE names; all are stateless, so the routes and the sweep each make one. */
export function createImageStorage(config: ServerConfig, db: Database): ImageStorage {
  const { storage, s3 } = config.uploads;
  if (storage === 'database') return databaseImageStorage(db);
  if (storage === 's3' && s3 !== undefined) return s3ImageStorage(s3);
  return localImageStorage(config.uploadDir);
}
