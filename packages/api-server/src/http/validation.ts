import {
  MAX_ID,
  parseInput,
  parsePathParams,
  parseQuery,
  type ApiErrorCode,
  type EndpointDefinition,
  type InputResult,
} from '@food-admin/api-client';
import type * as v from 'valibot';
import { HttpError } from './errors';

// The 400 bodies come from the contract (parseInput, parsePathParams), the same functions the mocks
// answer with: the same bad input gets the same status and message from both.

function outputOrThrow<T>(result: InputResult<T>): T {
  if (result.success) return result.output;
  const { message, fieldErrors, code } = result.error;
  throw new HttpError(400, message, fieldErrors, undefined, undefined, code as ApiErrorCode | undefined);
}

/**
 * Validates a query or body with its shared valibot schema. Failures become a 400 with the schema's
 * own messages per field (`fieldErrors`), so the app shows the same texts as its forms; text with
 * NUL characters (which PostgreSQL cannot store) is refused too.
 */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what = 'Request body',
): v.InferOutput<TSchema> {
  return outputOrThrow(parseInput(schema, input, what));
}

/**
 * A call's query string: its entry's schema, and no key the call does not take (a 400 naming each
 * unknown key; docs/api.md#query-parameters). `{}` for a call without query parameters.
 */
export function parseQueryOf(definition: EndpointDefinition, query: unknown): unknown {
  return outputOrThrow(parseQuery(definition, query));
}

/** Path params: a plain 400 with the param's own message (`Invalid id`, `Invalid restaurantId`). */
export function parseParams<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: unknown,
): v.InferOutput<TSchema> {
  return outputOrThrow(parsePathParams(schema, raw));
}

/** Ids from a body may be any valid integer; ones beyond the column range can never exist. */
export function fitsInt4(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
