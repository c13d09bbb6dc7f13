import * as v from 'valibot';
import { ApiErrorBodySchema } from '../schemas/common';

type ApiErrorInit = {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  isNetworkError?: boolean;
  isSchemaError?: boolean;
  body?: unknown;
  cause?: unknown;
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
  readonly fieldErrors?: Record<string, string[]>;
  readonly isNetworkError: boolean;
  readonly isSchemaError: boolean;
  /** The parsed response body (JSON value or text), for diagnostics. */
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isSchemaError = init.isSchemaError ?? false;
    this.body = init.body;
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
  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    if (parsed.success && parsed.output.message.trim() !== '') {
      return new ApiError({
        status,
        message: parsed.output.message,
        fieldErrors: parsed.output.fieldErrors,
        body,
      });
    }
    return new ApiError({
      status,
      message: textMessage(body) ?? `Request failed with status ${status}`,
      body,
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

/** A short plain-text body (e.g. a proxy's "Bad Gateway") is a usable message; HTML pages are not. */
function textMessage(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  const text = body.trim();
  if (text === '' || text.length > 200 || text.startsWith('<')) return null;
  return text;
}
