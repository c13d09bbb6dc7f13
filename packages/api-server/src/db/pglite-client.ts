import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** What Drizzle's PGlite driver and our migrations call on a PGlite instance (and a transaction). */
export type PgliteQueryable = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>;
  exec: (sql: string) => Promise<QueryResult[]>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Notification = { notification: { channel: string; payload: string } };
type Reply = {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
};

/** The worker script sits next to this module in the sources and next to main.js in the bundle. */
function workerScript(): URL {
  const candidates = [
    new URL('./pglite-worker.mjs', import.meta.url),
    new URL('./db/pglite-worker.mjs', import.meta.url),
  ];
  const found = candidates.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (found === undefined) throw new Error('pglite-worker.mjs not found next to the server code');
  return found;
}

/** A database error from the worker, with its SQLSTATE `code`, `constraint`... as own properties. */
function toError(raw: Reply['error']): Error {
  const error = new Error(raw?.message ?? 'database error');
  return Object.assign(error, raw ?? {});
}

/**
 * PGlite running in a worker thread, looking like a PGlite instance to Drizzle. Queries are posted
 * to the worker and the main thread stays free for other requests while Postgres works.
 * Transactions hold PGlite's lock in the worker until the callback here settles.
 */
export class PgliteWorkerClient implements PgliteQueryable {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private exitError: Error | undefined;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply | Notification) => {
      if ('notification' in reply) {
        const { channel, payload } = reply.notification;
        for (const listener of this.listeners.get(channel) ?? []) listener(payload);
        return;
      }
      const pending = this.pending.get(reply.id);
      if (pending === undefined) return;
      this.pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(toError(reply.error));
    });
    const failAll = (error: Error) => {
      this.exitError = error;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and opens PGlite on `dataDir` (undefined: in memory). */
  static async start(dataDir: string | undefined): Promise<PgliteWorkerClient> {
    const worker = new Worker(workerScript(), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; error?: Reply['error'] }) => {
        if (message.ready === undefined) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (message.ready) resolve();
        else reject(toError(message.error));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteWorkerClient(worker);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.exitError) return Promise.reject(this.exitError);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private queryable(tx: number | undefined): PgliteQueryable {
    return {
      query: (sql, params, options) =>
        this.call<QueryResult>({
          op: 'query',
          tx,
          sql,
          params: params ?? [],
          // Drizzle's parsers only keep raw strings for some type ids: send the ids, not the functions.
          options: options && {
            rowMode: options.rowMode,
            rawTypes: Object.keys(options.parsers ?? {}).map(Number),
          },
        }),
      exec: (sql) => this.call<QueryResult[]>({ op: 'exec', tx, sql }),
    };
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.queryable(undefined).query(sql, params, options);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.queryable(undefined).exec(sql);
  }

  async transaction<T>(callback: (tx: PgliteQueryable & { closed: boolean }) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const handle = { ...this.queryable(tx), closed: false };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      handle.closed = true;
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    handle.closed = true;
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** LISTEN on `channel`, like PGlite's own `listen`: resolves with the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, listeners);
    listeners.add(callback);
    await this.call({ op: 'listen', channel });
    return async () => {
      listeners.delete(callback);
    };
  }

  async close(): Promise<void> {
    if (!this.exitError) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
