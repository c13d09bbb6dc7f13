import { createApiClient, isApiError, type ApiError } from '@food-admin/api-client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb } from '../src/index';
import { createMockServer } from '../src/node';

export const server = createMockServer();

/** The whole fake API for the file, with a fresh store before every test. */
export function useMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The real api-client against the mocks: every answer must also pass the client's schemas. */
export function mockClient(baseURL = 'http://localhost:8080') {
  return createApiClient({ baseURL, getIdToken: async () => 'mock-token' });
}

export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const reason: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!isApiError(reason)) throw reason instanceof Error ? reason : new Error(String(reason));
  return reason;
}

/**
 * Raw fetch for what the client deliberately never sends (bad bodies, bad query strings). An object
 * body is sent as JSON; a string is sent as is, with `contentType` (JSON unless given, none for null).
 */
export async function rawFetch(method: string, path: string, body?: unknown, contentType?: string | null) {
  const type = contentType === undefined ? 'application/json' : contentType;
  const response = await fetch(`http://localhost:8080${path}`, {
    method,
    headers: body === undefined || type === null ? {} : { 'content-type': type },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
