import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  bodyOf,
  errorBody,
  refusal,
  statusErrorCode,
  type ApiErrorCode,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from '@food-admin/api-client';
import { pgErrorOf } from '../db/pg-error';
import { allowedMethods } from './method-not-allowed';

export type FieldErrors = Record<string, string[]>;

/**
 * An error with an HTTP status, a message meant for the client and its code: a declared refusal's
 * (`refuse('OWN_ROLE')`), else the status's (docs/api.md#error-codes).
 */
export class HttpError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** Headers the answer carries (Retry-After on 429). */
    readonly headers?: Record<string, string>,
    /** Further fields of the body beside `message` (an order move's 409: `status`, `allowed`). */
    readonly details?: Record<string, unknown>,
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? statusErrorCode(statusCode);
  }

  /** The answer of a refusal (declared, with its code), with any further fields of its body. */
  static of(error: Refusal, details?: Record<string, unknown>): HttpError {
    return new HttpError(error.status, error.message, undefined, undefined, details, error.code);
  }
}

/** The declared refusal `code` (contract/error-codes.ts), with its status, message and code. */
export const refuse = <C extends RefusalCode>(code: C, ...params: RefusalParams<C>): HttpError =>
  HttpError.of(refusal(code, ...params));

export const badRequest = (message: string) => new HttpError(400, message);
/** The 400 `Validation failed` for rules the schemas cannot express (a menu that must exist). */
export const validationFailed = (fieldErrors: FieldErrors) => {
  const { status, message, code } = refusal('VALIDATION_FAILED');
  return new HttpError(status, message, fieldErrors, undefined, undefined, code);
};
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const notFound = (message?: string) =>
  message === undefined ? refuse('NOT_FOUND') : new HttpError(404, message);
/** 429 with Retry-After in whole seconds (at least 1), which the app turns into "try again in N s". */
export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many requests, please try again in ${seconds} seconds`, undefined, {
    'Retry-After': String(seconds),
  });
};

/** 405 with the methods the path serves in `Allow`. */
export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new HttpError(405, `Method ${method} is not allowed here; use ${allowed.join(', ')}`, undefined, {
    Allow: allowed.join(', '),
  });

/**
 * The answer to a request no route serves: 405 when the API serves its path with other methods
 * (never for a method it does serve, as when a route passes a path on to the not-found handler),
 * else 404.
 */
function unrouted(request: FastifyRequest): HttpError {
  const path = request.url.split('?')[0] ?? '';
  const allowed = allowedMethods(path);
  return allowed.length > 0 && !allowed.includes(request.method)
    ? methodNotAllowed(request.method, allowed)
    : new HttpError(404, `Route ${request.method} ${path} not found`);
}

/**
 * Turns a database constraint failure caused by the request into a 4xx instead of a 500.
 * Most cases are caught earlier by explicit checks; this is the safety net for races.
 */
export function httpErrorFromDatabase(error: unknown): HttpError | undefined {
  const pgError = pgErrorOf(error);
  if (pgError === undefined) return undefined;
  const constraint = typeof pgError.constraint === 'string' ? pgError.constraint : '';
  switch (pgError.code) {
    case '23505':
      if (constraint === 'users_email_key') return refuse('EMAIL_EXISTS');
      if (constraint === 'users_uid_key') return refuse('PROFILE_EXISTS');
      return refuse('RECORD_EXISTS');
    case '23503':
      if (constraint === 'orders_restaurant_id_restaurants_id_fk') {
        return refuse('RESTAURANT_HAS_ORDERS');
      }
      return refuse('RECORD_REFERENCED');
    // Serialisation failures and deadlocks that outlived the retries: the other writer won.
    case '40001':
    case '40P01':
      return refuse('COLLISION');
    case '23514':
    case '22001':
    case '22003':
    case '22P02':
    case '22021':
    case '22007':
    case '22008':
      return badRequest('Invalid value');
    default:
      return undefined;
  }
}

/**
 * An error as the logs may keep it: a failed query's parameters (emails, names, phone numbers) and
 * a constraint's `detail` ("Key (email)=(ada@example.com) already exists") are personal data and
 * stay out; the SQLSTATE, the constraint and the SQL text are enough to investigate.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const pgError = pgErrorOf(error);
  const type = error instanceof Error ? error.name : typeof error;
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /\bparams:[\s\S]*$/,
    'params: [redacted]',
  );
  // The stack's first lines repeat the message; keep only the frames.
  const frames =
    error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return {
    type,
    message,
    ...(pgError === undefined
      ? {}
      : {
          code: pgError.code,
          constraint: typeof pgError.constraint === 'string' ? pgError.constraint : undefined,
        }),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
}

const FASTIFY_CODE_TO_STATUS: Record<string, number> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

/** What a failure answers: its status, body and headers (Retry-After...). */
export type ErrorAnswer = { status: number; body: object; headers?: Record<string, string> };

/**
 * Every failure answers `{ message, code, fieldErrors?, fieldCodes? }` (docs/api.md#error-codes);
 * only genuine server faults answer 500 (logged here, with what the database rejected).
 */
export function errorAnswerOf(error: FastifyError | HttpError | Error, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) {
    const body = bodyOf(
      { status: error.statusCode, message: error.message, code: error.code },
      error.fieldErrors,
    );
    return {
      status: error.statusCode,
      body: error.fieldErrors ? body : { ...error.details, ...body },
      headers: error.headers,
    };
  }
  const fromDb = httpErrorFromDatabase(error);
  if (fromDb !== undefined) {
    request.log.info({ err: loggableError(error) }, 'database rejected the request');
    return {
      status: fromDb.statusCode,
      body: bodyOf({ status: fromDb.statusCode, message: fromDb.message, code: fromDb.code }),
    };
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError.code ? FASTIFY_CODE_TO_STATUS[fastifyError.code] : undefined;
  const status = mapped ?? fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 413
        ? 'Request is too large'
        : status === 415
          ? 'Unsupported media type'
          : status === 429
            ? 'Too many requests, please try again later'
            : error.message || 'Bad request';
    return { status, body: errorBody(status, message) };
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return { status: 500, body: errorBody(500, 'Internal server error') };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const { status, body, headers } = errorAnswerOf(error, request);
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler(async (request) => {
    throw unrouted(request);
  });
  // A request no route serves is answered before its body is read, not after Fastify parsed it for
  // nothing (and refused a QUERY without Content-Type with 400 rather than 405). preParsing runs
  // after every onRequest hook, so the answer still carries the security and CORS headers.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.is404) done(unrouted(request));
    else done(null, payload);
  });
}
