import * as v from 'valibot';
import { badRequest, type FieldErrors } from './errors';

function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 10) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some((item) => containsNul(item, depth + 1));
  }
  return false;
}

type AnyIssue = v.BaseIssue<unknown>;

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * Valibot reports a missing key as "Invalid key: Expected "name"..." from the object schema, not
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
 * Validates input with a shared valibot schema. Failures become a 400 with the schema's own
 * messages per field (`fieldErrors`), so the app shows the same texts as its forms.
 */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what = 'Request body',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issues = withFieldMessages(schema, result.issues) as [AnyIssue, ...AnyIssue[]];
    const flat = v.flatten(issues);
    const fieldErrors: FieldErrors = {};
    for (const [key, messages] of Object.entries(flat.nested ?? {}) as [string, string[] | undefined][]) {
      if (messages && messages.length > 0) fieldErrors[key] = messages;
    }
    const rootMessage = flat.root?.[0];
    if (Object.keys(fieldErrors).length === 0) {
      throw badRequest(rootMessage ? `${what} is invalid: ${rootMessage}` : `${what} is invalid`);
    }
    throw badRequest('Validation failed', fieldErrors);
  }
  // PostgreSQL text cannot hold NUL characters; reject them here rather than fail in the database.
  if (containsNul(result.output)) throw badRequest('Text must not contain NUL characters');
  return result.output;
}

const MAX_INT4 = 2_147_483_647;

/** Path ids: positive integers that fit the database's integer columns. */
export function parseId(raw: unknown, name = 'id'): number {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_INT4) {
    throw badRequest(`Invalid ${name}`);
  }
  return Number(raw);
}

/** Ids from a body may be any valid integer; ones beyond the column range can never exist. */
export function fitsInt4(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_INT4;
}
