/**
 * Parses a response body whatever its content type claims: JSON when it is JSON,
 * otherwise the raw text (an HTML error page, a proxy's plain-text message, a CSV export),
 * undefined when empty. ofetch's `parseResponse` in http.ts, and the XHR upload's.
 */
export function parseResponseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
