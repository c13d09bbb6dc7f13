import {
  errorBody,
  refusal,
  validationErrorBody,
  type ApiErrorBody,
  type RefusalCode,
  type RefusalParams,
} from '@food-admin/api-client';
import { HttpResponse, type PathParams } from 'msw';

export type Method = 'get' | 'post' | 'put' | 'delete';
/** An MSW resolver over the raw request, as `http.get(path, resolver)` takes it. */
export type Resolver = (info: { request: Request; params: PathParams }) => Response | Promise<Response>;

/** An error body (`{ message, code, fieldErrors?, fieldCodes? }`) with its status. */
export const bodyResponse = (status: number, body: ApiErrorBody): Response =>
  HttpResponse.json(body, { status });

/** An error without a declaration of its own (`Restaurant not found`): its status's code. */
export const errorResponse = (status: number, message: string): Response =>
  bodyResponse(status, errorBody(status, message));

/** The declared refusal `code` (contract/error-codes.ts), as the server's `refuse(code)` answers it. */
export function refuse<C extends RefusalCode>(code: C, ...params: RefusalParams<C>): Response {
  const { status, message, code: answered } = refusal(code, ...params);
  return bodyResponse(status, { message, code: answered });
}

/** A success body that is not JSON (a CSV export), with its content type and any further headers. */
export function textResponse(
  text: string,
  contentType: string,
  headers: Record<string, string> = {},
  status = 200,
): Response {
  return new HttpResponse(text, { status, headers: { 'Content-Type': contentType, ...headers } });
}

/** `Content-Disposition` of a download: the browser saves the body under `fileName`. */
export const attachment = (fileName: string) => ({
  'Content-Disposition': `attachment; filename="${fileName}"`,
});

export const notFound = (what: string) => errorResponse(404, `${what} not found`);
export const noContent = () => new HttpResponse(null, { status: 204 });

/** A 400 for one field, as the server answers rules its schemas cannot express (a menu that must exist). */
export const fieldError = (field: string, message: string) =>
  bodyResponse(400, validationErrorBody({ [field]: [message] }));
