import type { Readable } from 'node:stream';
import type { Executor } from '../../../db/database';

/** An image as served: the body (a file stream or the bytes), its length and type. */
export type StoredImage = { body: Readable | Buffer; size: number; mime: string };

/** A file the storage holds, as the orphan sweep needs to know it. */
export type StoredFileInfo = { size: number; modifiedAt: Date };

/**
 * Bytes that can exist without an uploads row: files written before the table existed, or left by
 * a crash between writing the file and committing its row. The sweep adopts them (adopt-untracked.ts).
 */
export type UntrackedFiles = {
  listNames: () => Promise<string[]>;
  stat: (name: string) => Promise<StoredFileInfo | undefined>;
};

/**
 * Where the bytes of uploaded images live. The uploads table (name, owner, size) is kept by the
 * caller in the same transaction `tx`; names are generated and checked before they get here.
 */
export type ImageStorage = {
  readonly kind: 'local' | 'database' | 's3';
  /** Stores the bytes. A database storage writes inside `tx`; a file is written at once. */
  put: (tx: Executor, name: string, bytes: Buffer) => Promise<void>;
  /** The image, or undefined when nothing is stored under the name. */
  get: (name: string) => Promise<StoredImage | undefined>;
  /** Removes the bytes; names with nothing stored are skipped. */
  delete: (tx: Executor, names: readonly string[]) => Promise<void>;
  /** Only storages whose bytes can outlive a rolled-back transaction (files, objects). */
  untracked?: UntrackedFiles;
};
