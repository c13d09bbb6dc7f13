import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { badRequest } from './errors';

/** The messages a JSON body can get before any route sees it (the mocks answer the same). */
export const JSON_BODY_MESSAGES = {
  empty: "Body cannot be empty when content-type is set to 'application/json'",
  invalid: "Body is not valid JSON but content-type is set to 'application/json'",
  prototypeKeys: 'The body must not contain "__proto__" or "constructor.prototype" keys',
} as const;

/**
 * Fastify's own JSON parser refuses prototype-poisoning keys too, but reports them as "not valid
 * JSON", which is not true and sends the caller looking for a syntax error. Same parser
 * (secure-json-parse, refusing both kinds of key), honest message.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(badRequest(JSON_BODY_MESSAGES.empty), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(badRequest(JSON_BODY_MESSAGES.invalid), undefined);
    }
    if (value === null || typeof value !== 'object') return done(null, value);
    // Valid JSON: anything secure-json-parse's scan still refuses is a poisoning key.
    try {
      return done(null, secureJson.scan(value, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      return done(badRequest(JSON_BODY_MESSAGES.prototypeKeys), undefined);
    }
  });
}
