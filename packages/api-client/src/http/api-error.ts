import * as v from 'valibot';
import { ApiErrorBodySchema } from '../schemas/common';

type ApiErrorInit = {
  status: number;
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
  fieldCodes?: Record<string, string[]>;
  isNetworkError?: boolean;
  isSchemaError?: boolean;
  body?: unknown;
  cause?: unknown;
  retryAfterSeconds?: number;
  requestId?: string;
};

/**
 * The one error type every call rejects with (abort aside, which rejects with the signal's reason).
 * - HTTP error: `status` is the response status and `message` the server's `message`.
 * - Network failure (no response at all): `status` 0 and `isNetworkError` true.
 * - Malformed 2xx response: `isSchemaError` true, `status` stays the HTTP status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's code for what went wrong (docs/api.md#error-codes), to translate; `message` is English. */
  readonly code?: string;
  readonly fieldErrors?: Record<string, string[]>;
  /** Each field's messages as codes, in the order of `fieldErrors`. */
  readonly fieldCodes?: Record<string, string[]>;
  readonly isNetworkError: boolean;
  readonly isSchemaError: boolean;
  /** The parsed response body (JSON value or text), for diagnostics. */
  readonly body?: unknown;
  /** Seconds to wait before trying again, from a 429's or 503's Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** The server's id of the failed request (its X-Request-Id header), as in its logs. */
  readonly requestId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.fieldCodes = init.fieldCodes;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isSchemaError = init.isSchemaError ?? false;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.requestId = init.requestId;
  }

  static network(cause: unknown): ApiError {
    const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    return new ApiError({
      status: 0,
      message: `Network error: the server could not be reached${detail}`,
      isNetworkError: true,
      cause,
    });
  }

  /** Builds the error for a non-2xx response from whatever body it carried. */
  static fromResponse(
    status: number,
    body: unknown,
    retryAfter?: string | null,
    requestId?: string | null,
  ): ApiError {
    const retryAfterSeconds = retryAfterSecondsOf(retryAfter);
    const traced = requestId ? { requestId } : {};
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    if (parsed.success && parsed.output.message.trim() !== '') {
      return new ApiError({
        status,
        message: parsed.output.message,
        code: parsed.output.code,
        fieldErrors: parsed.output.fieldErrors,
        fieldCodes: parsed.output.fieldCodes,
        body,
        retryAfterSeconds,
        ...traced,
      });
    }
    return new ApiError({
      status,
      message: textMessage(body) ?? `Request failed with status ${status}`,
      body,
      retryAfterSeconds,
      ...traced,
    });
  }

  static schema(
    status: number,
    label: string,
    issues: readonly v.BaseIssue<unknown>[],
    body: unknown,
  ): ApiError {
    const first = issues[0];
    const path = first ? v.getDotPath(first) : null;
    const detail = first ? `${path ? `${path}: ` : ''}${first.message}` : 'unknown shape';
    return new ApiError({
      status,
      message: `Unexpected response from ${label}: ${detail}`,
      isSchemaError: true,
      body,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retry-After as delay-seconds (what our server sends) or an HTTP date; undefined when absent or unreadable. */
function retryAfterSecondsOf(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A short plain-text body (e.g. a proxy's "Bad Gateway") is a usable message; HTML pages are not. */
function textMessage(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  const text = body.trim();
  if (text === '' || text.length > 200 || text.startsWith('<')) return null;
  return text;
}

/**
 * The reference to quote to support for a failure of the server's own (5xx): the request's id,
 * which finds its log lines (docs/operations.md#request-tracing). None for the caller's mistakes,
 * which the message explains, nor when no answer came.
 */
export function errorReference(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
}
