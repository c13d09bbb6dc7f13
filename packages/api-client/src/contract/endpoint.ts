import type * as v from 'valibot';
import type { Role } from '../schemas/user';
import type { Progress } from '../schemas/progress';
import type { Grants, Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server's edge enforces it before the body is read:
 * - `public`: no token (health, uploaded files);
 * - `token`: a verified ID token, no profile needed yet (register, login);
 * - a list of roles: a verified token whose profile (in our database) has one of them.
 */
export type Access = 'public' | 'token' | readonly Role[];

type AnySchema = v.GenericSchema;
type ParamsSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * The permission an endpoint asks of ADMIN and RESTAURANT callers beyond its roles
 * (docs/requirements.md#req-permissions); couriers and customers keep their own apps' rules. `on`
 * says where it must be held:
 * - `platform`: platform-wide; the edge refuses without it (403 PERMISSION_REQUIRED) before the
 *   body is read;
 * - `restaurant`: on the restaurant of the row the request is about (the one a create names); the
 *   handler finds that restaurant and asks `can`, refusing with 403 or, for a row the caller may not
 *   see, 404;
 * - `scope`: a list answers only the rows of the restaurants where it is held (`restaurantScope`).
 * An endpoint without one decides by its roles, or by rules of its own said in its summary's docs
 * (history, search, saved views).
 */
export type EndpointPermission = { name: Permission; on: 'platform' | 'restaurant' | 'scope' };

/**
 * Whether a person of `role` holding `grants` gets past an endpoint's edge: its roles and, when it
 * asks a permission platform-wide of ADMIN and RESTAURANT callers, that permission. What the
 * server's edge checks (auth/access.ts), for those who decide by it without a request: who may see
 * a list's shared views, the mocks, the app's navigation.
 */
export function admits(
  { access, permission }: Pick<EndpointDefinition, 'access' | 'permission'>,
  role: Role,
  grants: Grants,
): boolean {
  if (typeof access === 'string') return true;
  return (
    access.includes(role) && platformPermissionRefusal({ access, permission }, role, grants) === undefined
  );
}

/**
 * How the edge refuses a person of `role` holding `grants` at an endpoint's platform-wide
 * `permission`, or undefined when that permission does not stop them: the spec's "Administrator
 * role required" (ADMIN_REQUIRED) for a role the endpoint does not admit or for someone who is no
 * platform staff at all, PERMISSION_REQUIRED for platform staff whose set lacks it. The one rule of
 * the server's edge (auth/access.ts) and of the mocks.
 */
export function platformPermissionRefusal(
  { access, permission }: Pick<EndpointDefinition, 'access' | 'permission'>,
  role: Role,
  grants: Grants,
): PlatformRefusal | undefined {
  if (permission?.on !== 'platform' || typeof access === 'string') return undefined;
  if (!access.includes(role)) return { code: 'ADMIN_REQUIRED' };
  if ((role !== 'ADMIN' && role !== 'RESTAURANT') || grants.platform.has(permission.name)) return undefined;
  return platformRefusalOf(grants, permission.name);
}

export type PlatformRefusal =
  { code: 'ADMIN_REQUIRED' } | { code: 'PERMISSION_REQUIRED'; permission: Permission };

/** The refusal of a platform permission someone holding `grants` lacks (see above). */
export function platformRefusalOf(grants: Grants, permission: Permission): PlatformRefusal {
  return grants.platform.size === 0
    ? { code: 'ADMIN_REQUIRED' }
    : { code: 'PERMISSION_REQUIRED', permission };
}

/** A multipart upload: the named file field, documented as `multipart/form-data`. */
export type MultipartBody = { multipart: { file: string } };

export type SuccessResponse = {
  status: 200 | 201 | 204;
  /** Parses the 2xx body; absent for 204. */
  schema?: AnySchema;
  /** Documented content type when the body is not JSON (files). */
  contentType?: string;
  /** Another success status the endpoint may answer with the same body (an idempotent repeat). */
  alsoAnswers?: 200 | 201;
};

/** One endpoint of the API, declared once: everything the client, the server, the mocks and the docs need. */
export type EndpointDefinition = {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. `/api/restaurants/{id}`. */
  path: string;
  summary: string;
  access: Access;
  permission?: EndpointPermission;
  /** Path parameters: an object schema whose entries parse the raw path segments. */
  params?: ParamsSchema;
  /** Query string: an object schema over the raw string values. */
  query?: AnySchema;
  /** JSON body schema, or a multipart upload. */
  body?: AnySchema | MultipartBody;
  /** Keys the client drops from a body before sending (a create never carries an id). */
  omitFromBody?: readonly string[];
  response: SuccessResponse;
  /**
   * Statuses specific to this endpoint (404, 409, ...). The edge adds the ones every endpoint of its
   * kind can answer (see `errorStatuses`).
   */
  errors?: readonly number[];
  /**
   * Another endpoint with the same method and path answers when the request carries none of this
   * endpoint's query keys (GET /api/restaurants without paging answers an array).
   */
  unpagedVariant?: boolean;
  /**
   * The endpoint answers or changes one versioned row (docs/api.md#versions): its answer carries
   * the row's version as the ETag; a PUT, POST or DELETE honours If-Match (or a `version` in the
   * body when the header is absent) and answers 412 with the current row when it is stale.
   */
  versioned?: true;
  /**
   * The write honours an `Idempotency-Key` header (docs/api.md#idempotency): the same key and body
   * answer the first answer again, another body with that key 422, a request still running 409.
   */
  idempotent?: true;
  /**
   * A long write that can report its progress (docs/api.md#progress): asked with
   * `Accept: application/x-ndjson`, it answers its progress line by line, then its answer.
   */
  reportsProgress?: true;
};

/** Declares an endpoint, keeping its literal types for the derived client and server. */
export function endpoint<const TDef extends EndpointDefinition>(definition: TDef): TDef {
  return definition;
}

export function isMultipart(body: EndpointDefinition['body']): body is MultipartBody {
  return typeof body === 'object' && body !== null && 'multipart' in body;
}

/**
 * Every status an endpoint can answer besides its success: its own errors plus those of its kind
 * (validation 400, auth 401/403, body limits 413/415, a path made too long 414, rate limit
 * 429, identity service down 503).
 */
export function errorStatuses(definition: EndpointDefinition): number[] {
  const statuses = new Set<number>(definition.errors ?? []);
  if (definition.params || definition.query || definition.body) statuses.add(400);
  // A path made too long through its parameters is a 414 (the server bounds the whole path).
  if (definition.params) statuses.add(414);
  if (definition.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
    statuses.add(503);
  }
  if (definition.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (definition.versioned && definition.method !== 'GET') statuses.add(412);
  if (definition.idempotent) {
    statuses.add(409);
    statuses.add(422);
  }
  statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** What an Idempotency-Key may be: 1 to 255 visible ASCII characters (a UUID, say). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The ETag of a row's version: a strong tag, `"3"`. */
export const etagOf = (version: number) => `"${version}"`;

/** An ETag this API answers: a version in quotes (`"3"`). */
export const ETAG_PATTERN = /^"[1-9][0-9]{0,9}"$/;
/**
 * What If-Match may say: `*` (any version) or one ETag this API answers. Plain, without flags, so
 * the OpenAPI document states it as the header's `pattern`.
 */
export const IF_MATCH_PATTERN = /^(?:\*|"([1-9][0-9]{0,9})")$/;

/**
 * The version an If-Match header asks for: `"3"` -> 3; `*` (any) -> undefined. Anything else
 * (a weak tag, a list, a tag this API never gave) -> null, which the server answers with 400.
 */
export function versionFromIfMatch(header: string): number | undefined | null {
  const match = IF_MATCH_PATTERN.exec(header.trim());
  if (match === null) return null;
  return match[1] === undefined ? undefined : Number(match[1]);
}

/** `/api/menus/{id}` -> `/api/menus/:id` (Fastify and MSW patterns). */
export function colonPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` segments with encoded values. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

// ---- Type-level derivation: what a caller passes and gets back -------------------------------

type InputOf<TSchema> = TSchema extends AnySchema ? v.InferInput<TSchema> : never;

/** The input of one call: only the parts the endpoint declares, plus an abort signal. */
export type CallInput<TDef extends EndpointDefinition> = (TDef['params'] extends ParamsSchema
  ? { params: InputOf<TDef['params']> }
  : unknown) &
  (TDef['query'] extends AnySchema ? { query?: InputOf<TDef['query']> } : unknown) &
  (TDef['body'] extends MultipartBody
    ? { body: FormData }
    : TDef['body'] extends AnySchema
      ? { body: InputOf<TDef['body']> }
      : unknown) &
  (TDef['versioned'] extends true
    ? {
        /** The version the caller last saw: sent as If-Match, so a stale write answers 412. */
        ifMatch?: number;
      }
    : unknown) &
  (TDef['idempotent'] extends true
    ? {
        /** Sent as Idempotency-Key: a retry with the same key and body never does the work twice. */
        idempotencyKey?: string;
      }
    : unknown) &
  (TDef['reportsProgress'] extends true
    ? {
        /** Asks for progress (docs/api.md#progress): called with the rows done as the write goes. */
        onProgress?: (progress: Progress) => void;
      }
    : unknown) & { signal?: AbortSignal };

export type CallOutput<TDef extends EndpointDefinition> = TDef['response']['schema'] extends AnySchema
  ? v.InferOutput<TDef['response']['schema']>
  : void;

/** True when every key of the call input is optional, so the call may be made with no argument. */
type AllOptional<T> = Partial<T> extends T ? true : false;

export type CallFunction<TDef extends EndpointDefinition> =
  AllOptional<CallInput<TDef>> extends true
    ? (input?: CallInput<TDef>) => Promise<CallOutput<TDef>>
    : (input: CallInput<TDef>) => Promise<CallOutput<TDef>>;

/** What the server's handler receives, parsed and typed. */
export type ParsedInput<TDef extends EndpointDefinition> = {
  params: TDef['params'] extends ParamsSchema ? v.InferOutput<TDef['params']> : Record<string, never>;
  query: TDef['query'] extends AnySchema ? v.InferOutput<TDef['query']> : Record<string, never>;
  body: TDef['body'] extends MultipartBody
    ? undefined
    : TDef['body'] extends AnySchema
      ? v.InferOutput<TDef['body']>
      : undefined;
};
