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
  if (storage === 's3') {
    // loadConfig always reads them with UPLOAD_STORAGE=s3; a hand-made config may not have.
    if (s3 === undefined) throw new Error('UPLOAD_STORAGE=s3 needs the S3 settings (S3_BUCKET...)');
    return s3ImageStorage(s3);
  }
  return localImageStorage(config.uploadDir);
}
