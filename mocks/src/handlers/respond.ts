import type { ApiErrorBody, Page } from '@food-admin/api-client';
import { HttpResponse, type PathParams } from 'msw';
import * as v from 'valibot';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Resolver = (info: { request: Request; params: PathParams }) => Response | Promise<Response>;

/** One endpoint of the fake API: its route, its stateful behaviour and its "empty" answer. */
export type Endpoint = {
  method: Method;
  /** Path pattern without origin, e.g. `/api/restaurants/:id`; matched on any origin. */
  path: string;
  resolve: Resolver;
  /** What `overrides.empty()` answers: an empty page, an empty array, zero counts, 404 or 204. */
  empty: Resolver;
};

/** Either the parsed value or the error response to return as is. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function errorResponse(
  status: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Response {
  const body: ApiErrorBody = fieldErrors ? { message, fieldErrors } : { message };
  return HttpResponse.json(body, { status });
}

export const notFound = (what: string) => errorResponse(404, `${what} not found`);
export const noContent = () => new HttpResponse(null, { status: 204 });
export const created = <T extends object>(body: T) => HttpResponse.json(body, { status: 201 });

/** A path id: a positive integer, or a 404 (an id that cannot exist names nothing). */
export function idParam(params: PathParams, name: string, what: string): Parsed<number> {
  const raw = params[name];
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0
    ? { ok: true, value: id }
    : { ok: false, response: notFound(what) };
}

/** Validates a JSON body with the shared api-client schema: 400 with fieldErrors, like the server. */
export async function parseBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
  adjust: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
): Promise<Parsed<v.InferOutput<TSchema>>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body must be valid JSON') };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, response: errorResponse(400, 'Request body must be a JSON object') };
  }
  return validate(schema, adjust(raw as Record<string, unknown>));
}

/** Validates the query string with a list schema (page, size, search, filters). */
export function parseQuery<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Parsed<v.InferOutput<TSchema>> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return validate(schema, params);
}

function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Parsed<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const flat = v.flatten(result.issues);
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages) fieldErrors[field] = messages;
  }
  const first = result.issues[0]?.message ?? 'Invalid request';
  return {
    ok: false,
    response: errorResponse(400, Object.keys(fieldErrors).length ? 'Validation failed' : first, fieldErrors),
  };
}

export function emptyPage(request: Request): Page<never> {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
  return {
    content: [],
    number: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    last: true,
    totalPages: 0,
    totalElements: 0,
  };
}

/** GET lists that answer a bare array without paging parameters and a page with any of them. */
export function wantsPage(request: Request): boolean {
  const params = new URL(request.url).searchParams;
  return ['search', 'page', 'size'].some((name) => params.has(name));
}

export const emptyPageResponse: Resolver = ({ request }) => HttpResponse.json(emptyPage(request));
export const emptyArrayOrPageResponse: Resolver = ({ request }) =>
  wantsPage(request) ? HttpResponse.json(emptyPage(request)) : HttpResponse.json([]);
