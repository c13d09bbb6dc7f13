import type { ApiErrorBody } from '../schemas/common';
import * as v from 'valibot';
import { errorBody, validationErrorBody } from './error-codes';

// Turns a valibot failure into the API's 400 body. Pure (valibot only): the server's edge and the
// mocks both use it, so the same bad input gets the same answer from both.

type AnyIssue = v.BaseIssue<unknown>;

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Valibot reports a missing key from the object schema ("Invalid key: Expected "name"..."), not
 * with the field's own message. Validating `undefined` against the field's schema gives the
 * message the forms use ("Name is required").
 */
function withFieldMessages(schema: v.GenericSchema, issues: readonly AnyIssue[]): AnyIssue[] {
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries;
  return issues.map((issue) => {
    const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
    if (!entries || typeof key !== 'string' || !OBJECT_TYPES.has(issue.type) || issue.input !== undefined)
      return issue;
    const entry = entries[key];
    const own = entry ? v.safeParse(entry, undefined) : undefined;
    const message = own && !own.success ? own.issues[0]?.message : undefined;
    return message ? { ...issue, message } : issue;
  });
}

/**
 * The 400 body for a failed parse: `Validation failed` with the schema's own messages per field, or
 * `<what> is invalid: <reason>` when the input as a whole is wrong (not an object, say).
 */
export function validationError(
  schema: v.GenericSchema,
  issues: readonly [AnyIssue, ...AnyIssue[]],
  what = 'Request body',
): ApiErrorBody {
  const flat = v.flatten(withFieldMessages(schema, issues) as [AnyIssue, ...AnyIssue[]]);
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {}) as [string, string[] | undefined][]) {
    // Each message once: several failed rules of one field may share a message.
    if (messages && messages.length > 0) fieldErrors[key] = [...new Set(messages)];
  }
  if (Object.keys(fieldErrors).length > 0) return validationErrorBody(fieldErrors);
  const rootMessage = flat.root?.[0];
  return errorBody(400, rootMessage ? `${what} is invalid: ${rootMessage}` : `${what} is invalid`);
}

function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 10) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some((item) => containsNul(item, depth + 1));
  }
  return false;
}

export type InputResult<T> = { success: true; output: T } | { success: false; error: ApiErrorBody };

/** A query or body parsed with its contract schema, or the server's 400 body for it. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what = 'Request body',
): InputResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (!result.success) return { success: false, error: validationError(schema, result.issues, what) };
  // PostgreSQL text cannot hold NUL characters: the server rejects them before the database would.
  if (containsNul(result.output)) return { success: false, error: errorBody(400, NUL_MESSAGE) };
  return { success: true, output: result.output };
}

/**
 * Path parameters answer the first message alone (`Invalid id`, no fieldErrors): each path schema
 * carries its whole message, and an address is wrong as a whole rather than field by field.
 */
export function parsePathParams<TSchema extends v.GenericSchema>(
  schema: TSchema,
  params: unknown,
): InputResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, params);
  if (result.success) return { success: true, output: result.output };
  return { success: false, error: errorBody(400, result.issues[0].message) };
}
