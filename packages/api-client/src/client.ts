import { callEndpoint } from './call-endpoint';
import type { Contract, EndpointId, EndpointOf } from './contract/contract';
import type { CallFunction, CallInput, CallOutput, EndpointDefinition } from './contract/endpoint';
import { createHttp, type GetIdToken, type Http } from './http/http';
import { dispatchStreamMessage, type ChangeStreamHandlers } from './schemas/events';
import type { ImageUploadHost, UploadImageOptions } from './uploads';
import { loadContract, loadEndpoint } from './contract/load';

export type ApiClientOptions = {
  /** API host; `''` for same origin. */
  baseURL: string;
  /** The identity provider's ID token; `forceRefresh` is true once after a 401. */
  getIdToken: GetIdToken;
  /** A 401 even with a refreshed token: the session is over (revoked, disabled); see HttpOptions. */
  onSessionRefused?: () => void;
  /** Defaults to the global fetch (resolved per request). */
  fetch?: typeof fetch;
  /** Send images to an imgbb-style host instead of our own POST /api/uploads. */
  imageUpload?: ImageUploadHost;
};

/** One function per contract endpoint: `api.<group>.<name>(input)`. */
type DerivedClient = {
  [G in keyof Contract]: {
    [N in keyof Contract[G]]: Contract[G][N] extends EndpointDefinition
      ? CallFunction<Contract[G][N]>
      : never;
  };
};

export type ApiClient = Omit<DerivedClient, 'uploads' | 'events'> & {
  events: {
    /**
     * Follows the live-update stream until `handlers.signal` aborts, reconnecting (with a fresh
     * token and Last-Event-ID) whenever it drops. Hand-written: the entry's answer never ends.
     */
    stream(handlers: ChangeStreamHandlers): Promise<void>;
  };
  uploads: Omit<DerivedClient['uploads'], 'image'> & {
    /**
     * Uploads an image (to our POST /api/uploads, or to the configured third-party host) and resolves
     * with its public http(s) URL. Hand-written on top of the contract's entry for progress and hosts.
     */
    image(file: Blob, options?: UploadImageOptions): Promise<string>;
  };
};

type CallAny = (input?: Parameters<typeof callEndpoint>[2]) => Promise<unknown>;

/**
 * `api.<group>.<name>`: a function per endpoint name, made on first access (so one identity per
 * endpoint), that waits for the endpoint table and sends the call. Hand-written calls in
 * `overrides` take precedence. Only string keys name endpoints: `then` is never one, so the group
 * is not mistaken for a promise.
 */
function lazyGroup(http: Http, group: string, overrides: Record<string, unknown> = {}): object {
  const calls = new Map<string, CallAny>();
  return new Proxy(overrides, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (name in target) return target[name];
      let call = calls.get(name);
      if (call === undefined) {
        call = async (input) => {
          const definition = await loadEndpoint(group, name);
          if (definition === undefined) throw new Error(`No endpoint ${group}.${name} in the contract`);
          return callEndpoint(http, definition, input);
        };
        calls.set(name, call);
      }
      return call;
    },
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const overrides: Record<string, Record<string, unknown>> = {
    events: {
      // The SSE follower loads on first use: the sign-in page never streams.
      stream: async (handlers: ChangeStreamHandlers) => {
        const [{ followStream }, table] = await Promise.all([import('./events'), loadContract()]);
        const { signal, onStatus } = handlers;
        try {
          await followStream(
            {
              url: `${options.baseURL}${table.events.stream.path}`,
              getIdToken: options.getIdToken,
              fetch: options.fetch,
              // After the lowest mark of the reads so far: what changed between the page's reads and
              // this stream is replayed (docs/api.md#read-marks).
              startAfter: () => http.readMarks.take(),
            },
            { signal, onStatus, onMessage: (event, data) => dispatchStreamMessage(handlers, event, data) },
          );
        } finally {
          // The reads made while it ran are covered by what it heard: a next stream starts from later ones.
          http.readMarks.clear();
        }
      },
    },
    uploads: {
      // The upload (its XMLHttpRequest transport, its reply's schema) loads on first use, like the
      // stream: most visits never upload, and the entry chunk is at its budget.
      image: (file: Blob, uploadOptions?: UploadImageOptions) =>
        import('./uploads').then((uploads) =>
          uploads.uploadImage(http, { file, host: options.imageUpload, ...uploadOptions }),
        ),
    },
  };
  const groups = new Map<string, object>();
  return new Proxy({} as ApiClient, {
    get(_, group) {
      if (typeof group !== 'string' || group === 'then') return undefined;
      let made = groups.get(group);
      if (made === undefined) {
        made = lazyGroup(http, group, overrides[group]);
        groups.set(group, made);
      }
      return made;
    },
  });
}

/** The client's function for an endpoint id (`'restaurants.list'`), for generic helpers such as the query options. */
export function callOf<TId extends EndpointId>(
  api: ApiClient,
  id: TId,
): (input?: CallInput<EndpointOf<TId>>) => Promise<CallOutput<EndpointOf<TId>>> {
  const [group, name] = id.split('.') as [string, string];
  const fn = (api as unknown as Record<string, Record<string, unknown>>)[group]?.[name];
  if (typeof fn !== 'function') throw new Error(`No client call for ${id}`);
  return fn as (input?: CallInput<EndpointOf<TId>>) => Promise<CallOutput<EndpointOf<TId>>>;
}
