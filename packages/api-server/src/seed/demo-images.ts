import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Database, Executor } from '../db/database';
import { createImageStorage } from '../modules/uploads/storage/create-storage';
import type { ImageStorage } from '../modules/uploads/storage/image-storage';
import { insertUploadsIfAbsent, trackedNames } from '../modules/uploads/uploads.repository';
import { DISH_PHOTO_VARIANTS, drawDishPhoto, drawLogo, LOGO_COUNT, type DemoDish } from './demo-pictures';

/** Where the seed puts its pictures: the server's own upload storage, under this server's address. */
export type DemoImageTarget = {
  storage: ImageStorage;
  /** Put in front of `/api/uploads/<name>`; an absolute http(s) origin, as stored URLs must be. */
  baseUrl: string;
};

/**
 * The address browsers reach this server at: PUBLIC_URL when set (as upload replies use), otherwise
 * `http://localhost:PORT`, which `npm start` prints and `npm run dev` gives the app as its API.
 */
export function demoImageBaseUrl(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function demoImageTarget(config: ServerConfig, db: Database): DemoImageTarget {
  return { storage: createImageStorage(config, db), baseUrl: demoImageBaseUrl(config) };
}

type Picture = { name: string; bytes: Buffer };

// Drawing takes a few milliseconds per picture; a process that seeds twice (tests) draws once.
const drawn = new Map<string, Picture>();

function picture(key: string, draw: () => Buffer): Picture {
  let found = drawn.get(key);
  if (found === undefined) {
    const bytes = draw();
    // Named by content, like an upload but not random: the same picture keeps its name (and its
    // year-long browser cache) across seeds, and a second seed of the same storage reuses it.
    found = { name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`, bytes };
    drawn.set(key, found);
  }
  return found;
}

/**
 * The seed's logos and dish photos, stored as uploads. Rows ask for URLs while they are built;
 * `store` then writes the pictures they asked for (a few dozen, shared by all rows), each with an
 * uploads row without owner. The orphan sweep keeps them while a restaurant or dish names them,
 * like any upload.
 */
export function demoImages(target: DemoImageTarget) {
  const wanted = new Map<string, Picture>();
  const urlOf = (found: Picture) => {
    wanted.set(found.name, found);
    return `${target.baseUrl}/api/uploads/${found.name}`;
  };
  return {
    /** Logo number `index`; the few dozen designs repeat. */
    logoUrl: (index: number) => {
      const design = index % LOGO_COUNT;
      return urlOf(picture(`logo-${design}`, () => drawLogo(design)));
    },
    /** A photo of `dish`; `variant` (any integer) picks one of its few table settings. */
    dishUrl: (dish: DemoDish, variant: number) => {
      const setting = variant % DISH_PHOTO_VARIANTS;
      return urlOf(picture(`dish-${dish}-${setting}`, () => drawDishPhoto(dish, setting)));
    },
    /** Writes the pictures asked for so far that the storage does not hold yet, inside `tx`. */
    async store(tx: Executor): Promise<number> {
      const pictures = [...wanted.values()];
      const known = await trackedNames(
        tx,
        pictures.map((found) => found.name),
      );
      const fresh = pictures.filter((found) => !known.has(found.name));
      for (const found of fresh) await target.storage.put(tx, found.name, found.bytes);
      await insertUploadsIfAbsent(
        tx,
        fresh.map((found) => ({
          name: found.name,
          ownerUid: null,
          sizeBytes: found.bytes.length,
          mime: 'image/png',
        })),
      );
      return fresh.length;
    },
  };
}
