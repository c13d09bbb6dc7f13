import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const CONFIG: ConversionConfig = {
  target: 'openapi-3.0',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    // A schema may state its documented form itself (PathIdSchema: integer, int32, 1..2^31-1).
    if (valibotAction.type === 'metadata') {
      const openapi = (valibotAction as { metadata?: { openapi?: unknown } }).metadata?.openapi;
      if (!isRecord(openapi)) return undefined;
      const { openapi: _copied, ...rest } = jsonSchema as Record<string, unknown>;
      return { ...rest, ...openapi } as JsonSchema;
    }
    // JSON Schema patterns have no flags: `/^https?:\/\//i` without its `i` would document a
    // stricter rule than the server applies, so such a pattern is left out.
    const requirement = (valibotAction as { requirement?: unknown }).requirement;
    if (valibotAction.type === 'regex' && requirement instanceof RegExp && requirement.flags !== '') {
      const { pattern: _pattern, ...rest } = jsonSchema;
      return rest;
    }
    return undefined;
  },
};

function convert(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = toJsonSchema(schema, { ...CONFIG, typeMode });
  return json;
}

type Inspectable = {
  pipe?: readonly { kind: string; type: string }[];
  entries?: Record<string, v.GenericSchema>;
  wrapped?: v.GenericSchema;
  /** A variant's (or union's) options, documented as `oneOf`/`anyOf` in the same order. */
  options?: readonly v.GenericSchema[];
};

const hasTransform = (schema: v.GenericSchema) =>
  (schema as Inspectable).pipe?.some((item) => item.kind === 'transformation' && item.type === 'transform') ??
  false;

/** What the documented input keeps of its own when the checks after a transform refine it. */
const KEPT_FROM_INPUT = ['default', 'nullable', 'description'] as const;
const CONSTRAINTS = ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum'] as const;

function pick(json: JsonSchema, keys: readonly string[]): JsonSchema {
  const source = json as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

/**
 * The converter documents a pipe's input only up to its first `transform`, so the checks after it
 * are lost: `?page=` would read "number or string", an optional logo URL "string" without its
 * format and length. The pipe's output side restores them: a raw union (a path id, a query
 * number) is documented as what it parses to, a string keeps its string checks.
 */
function narrowed(input: JsonSchema, output: JsonSchema): JsonSchema {
  if (input.anyOf !== undefined && output.type !== undefined)
    return { ...output, ...pick(input, KEPT_FROM_INPUT) };
  if (input.type !== undefined && input.type === output.type)
    return { ...input, ...pick(output, CONSTRAINTS) };
  return input;
}

function refine(schema: v.GenericSchema, json: JsonSchema): JsonSchema {
  if (hasTransform(schema)) return narrowed(json, convert(schema, 'output'));
  const { entries, wrapped, options } = schema as Inspectable;
  // A bulk body is a variant of objects: each alternative refined with its own option.
  const alternatives = json.oneOf ?? json.anyOf;
  if (options !== undefined && Array.isArray(alternatives) && alternatives.length === options.length) {
    const refined = alternatives.map((item, index) => {
      const option = options[index];
      return option === undefined || !isRecord(item) ? item : refine(option, item);
    });
    return json.oneOf === undefined ? { ...json, anyOf: refined } : { ...json, oneOf: refined };
  }
  const properties = json.properties;
  if (entries !== undefined && isRecord(properties)) {
    const refined = Object.entries(properties).map(([key, property]) => {
      const entry = entries[key];
      return [key, entry === undefined || !isRecord(property) ? property : refine(entry, property)];
    });
    return { ...json, properties: Object.fromEntries(refined) };
  }
  return wrapped === undefined ? json : refine(wrapped, json);
}

/** What a client sends (params, query, body): the wire form, with every check the server applies. */
export function requestJsonSchema(schema: v.GenericSchema): JsonSchema {
  return refine(schema, convert(schema, 'input'));
}

/** What the server answers. */
export function responseJsonSchema(schema: v.GenericSchema): JsonSchema {
  return convert(schema, 'output');
}
