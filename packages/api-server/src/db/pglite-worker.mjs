// @ts-check
// PGlite in a worker thread. PGlite runs Postgres as WebAssembly on the thread that calls it, and
// a slow query there freezes every other request (a trivial route rose to ~2 s under list load).
// Here it gets a thread of its own; the server talks to it through PgliteWorkerClient
// (pglite-client.ts). Plain JavaScript so that it starts the same from the TypeScript sources
// (tsx, Vitest) and from the bundle (copied next to dist/main.js by build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker must run in a worker thread');
const port = parentPort;
const { dataDir } = /** @type {{ dataDir: string | undefined }} */ (workerData);

/** @param {unknown} error */
function serializeError(error) {
  if (error === null || typeof error !== 'object') return { message: String(error) };
  const source = /** @type {Record<string, unknown> & { message?: unknown, name?: unknown }} */ (error);
  /** @type {Record<string, unknown>} */
  const plain = {};
  // SQLSTATE `code`, `constraint`, `detail`... are own properties; the server maps them to 4xx.
  for (const [key, value] of Object.entries(source)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return {
    ...plain,
    message: String(source.message ?? 'database error'),
    name: String(source.name ?? 'Error'),
  };
}

/**
 * Drizzle passes parsers that keep some types (timestamps, intervals, dates) as raw strings;
 * functions cannot cross threads, so the client sends their type ids and they are rebuilt here.
 * @param {{ rowMode?: 'array' | 'object', rawTypes?: number[] } | undefined} options
 */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries(
    (options.rawTypes ?? []).map((oid) => [oid, (/** @type {string} */ value) => value]),
  );
  return { rowMode: options.rowMode, parsers };
}

/** @type {PGlite} */
let db;
/** Open transactions by id: the handle to query through and how to finish them. */
const transactions = new Map();
/** Channels LISTENed to, with their unlisten functions. */
const listening = new Map();

/** @param {number} id @param {unknown} result */
const reply = (id, result) => port.postMessage({ id, ok: true, result });
/** @param {number} id @param {unknown} error */
const fail = (id, error) => port.postMessage({ id, ok: false, error: serializeError(error) });

/** @param {any} message */
async function handle(message) {
  const target = message.tx === undefined ? db : transactions.get(message.tx)?.handle;
  switch (message.op) {
    case 'query': {
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const result = await target.query(message.sql, message.params, queryOptions(message.options));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const results = await target.exec(message.sql);
      return results.map((/** @type {any} */ result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    }
    case 'begin': {
      // The transaction stays open (its callback pending) until 'end' commits or rolls it back;
      // queries tagged with its id go through its handle meanwhile, others wait for PGlite's lock.
      /** @type {{ handle?: any, commit?: (value?: unknown) => void, rollback?: (error: Error) => void, finished?: Promise<unknown> }} */
      const entry = {};
      /** @type {(value?: unknown) => void} */
      let opened = () => undefined;
      const isOpen = new Promise((resolve) => (opened = resolve));
      entry.finished = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { handle: tx, commit, rollback });
            transactions.set(message.id, entry);
            opened();
          }),
      );
      await Promise.race([isOpen, entry.finished]);
      return message.id;
    }
    case 'end': {
      const entry = transactions.get(message.tx);
      if (!entry) throw new Error(`transaction ${message.tx} is not open`);
      transactions.delete(message.tx);
      if (message.commit) {
        entry.commit();
        await entry.finished;
      } else {
        entry.rollback(new Error('rolled back'));
        await entry.finished.catch(() => undefined);
      }
      return null;
    }
    case 'listen': {
      // NOTIFY payloads reach the main thread as messages without an id (pglite-client.ts).
      if (!listening.has(message.channel)) {
        const channel = message.channel;
        listening.set(
          channel,
          await db.listen(channel, (payload) => port.postMessage({ notification: { channel, payload } })),
        );
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  port.on('message', (message) => {
    handle(message).then(
      (result) => reply(message.id, result),
      (error) => fail(message.id, error),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) });
}
