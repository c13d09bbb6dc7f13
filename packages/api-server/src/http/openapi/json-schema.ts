import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A regular expression as a JSON Schema `pattern`: ECMA-262 source that means the same without
 * flags (a pattern has none; validators read it with Unicode semantics), or undefined when it
 * cannot be said that way. An `i` flag is spelled out with character classes (`[Hh]`); `g`, `y`
 * and `d` do not change what a test matches; `m`, `s` and `v` do, so such a pattern is left out
 * rather than documented stricter or looser than the server applies it.
 */
export function patternOf(regex: RegExp): string | undefined {
  const flags = regex.flags.replace(/[gyd]/g, '');
  if (/[^iu]/.test(flags)) return undefined;
  const source = flags.includes('i') ? withoutIgnoreCase(regex.source) : regex.source;
  if (source === undefined) return undefined;
  try {
    new RegExp(source, 'u');
  } catch {
    return undefined;
  }
  return source;
}

const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();
const bothCases = (char: string) => `${char.toUpperCase()}${char.toLowerCase()}`;

/**
 * The source of a case-insensitive expression spelled so that it needs no `i`: each letter as
 * `[Aa]`, each letter in a class with its other case (`[a-f]` -> `[a-fA-F]`). Escapes that name a
 * character by code (`\x41`, `\u0041`, `\cA`), property escapes, named groups and letter ranges
 * that mix cases are not rewritten: undefined.
 */
function withoutIgnoreCase(source: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] as string;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if ('xucpPk'.includes(next) || next === '') return undefined;
      out += char + next;
      index += 1;
    } else if (inClass) {
      if (char === ']') {
        inClass = false;
        out += char;
      } else if (isLetter(char) && source[index + 1] === '-' && isLetter(source[index + 2] ?? '')) {
        const end = source[index + 2] as string;
        const lower = char === char.toLowerCase();
        if (lower !== (end === end.toLowerCase())) return undefined;
        const other = lower
          ? `${char.toUpperCase()}-${end.toUpperCase()}`
          : `${char.toLowerCase()}-${end.toLowerCase()}`;
        out += `${char}-${end}${other}`;
        index += 2;
      } else {
        out += isLetter(char) ? bothCases(char) : char;
      }
    } else if (char === '[') {
      inClass = true;
      out += char;
      if (source[index + 1] === '^') {
        out += '^';
        index += 1;
      }
    } else if (char === '(' && source[index + 1] === '?' && source[index + 2] === '<') {
      // A named group or a lookbehind: names are not letters to match.
      if (source[index + 3] !== '=' && source[index + 3] !== '!') return undefined;
      out += source.slice(index, index + 4);
      index += 3;
    } else {
      out += isLetter(char) ? `[${bothCases(char)}]` : char;
    }
  }
  return out;
}

const CONFIG: ConversionConfig = {
  target: 'openapi-3.0',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    // A schema may state its documented form itself (PathIdSchema: integer, int32, 1..2^31-1; a
    // list filter: an array of its values). The statement replaces what the converter made of the
    // pipe so far (the raw union a query value arrives as, a length check read as a string's), so
    // the document never mixes the raw and the stated forms; a wrapper's default stays.
    if (valibotAction.type === 'metadata') {
      const openapi = (valibotAction as { metadata?: { openapi?: unknown } }).metadata?.openapi;
      if (!isRecord(openapi)) return undefined;
      return { ...pick(jsonSchema, KEPT_FROM_INPUT), ...openapi } as JsonSchema;
    }
    // JSON Schema patterns have no flags: see patternOf.
    const requirement = (valibotAction as { requirement?: unknown }).requirement;
    if (valibotAction.type === 'regex' && requirement instanceof RegExp) {
      const { pattern: _pattern, ...rest } = jsonSchema;
      const pattern = patternOf(requirement);
      return pattern === undefined ? rest : { ...rest, pattern };
    }
    return undefined;
  },
};

type Primitive = 'string' | 'number' | 'boolean';

/** The one JSON type of an enum's values (null aside), or undefined when they mix. */
function enumType(values: readonly unknown[]): Primitive | undefined {
  const types = new Set(values.filter((value) => value !== null).map((value) => typeof value));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean')
    ? only
    : undefined;
}

/** `{ enum: [...] }` with at most a type beside it: a set of values. */
const isPlainEnum = (item: unknown): item is { enum: unknown[]; type?: string } =>
  isRecord(item) &&
  Array.isArray(item.enum) &&
  Object.keys(item).every((key) => key === 'enum' || key === 'type');

/**
 * What the converter writes that OpenAPI 3.0 refuses or reads otherwise, said its way: an empty
 * `required` (an object whose keys are all optional) left out; a union of value sets (`''` or a
 * category) as one `enum` of one type; `nullable` beside an `enum` with `null` among the values
 * (OpenAPI 3.0.3: an enum lists every allowed value, null too).
 */
function openApi30(json: JsonSchema): JsonSchema {
  const node: Record<string, unknown> = Object.fromEntries(
    Object.entries(json).map(([key, value]) => {
      if (key === 'properties' && isRecord(value)) {
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, item]) => [name, normalised(item)])),
        ];
      }
      if (Array.isArray(value) && (key === 'anyOf' || key === 'oneOf' || key === 'allOf')) {
        return [key, value.map(normalised)];
      }
      return [key, key === 'items' || key === 'additionalProperties' ? normalised(value) : value];
    }),
  );
  if (Array.isArray(node.required) && node.required.length === 0) delete node.required;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = node[key];
    if (!Array.isArray(options) || !options.every(isPlainEnum)) continue;
    const values = [...new Set(options.flatMap((option) => option.enum))];
    const type = enumType(values);
    if (type === undefined || options.some((option) => option.type !== undefined && option.type !== type))
      continue;
    delete node[key];
    Object.assign(node, { type, enum: values });
  }
  if (Array.isArray(node.enum) && node.type === undefined) {
    const type = enumType(node.enum);
    if (type !== undefined) node.type = type;
  }
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...node.enum, null];
  }
  return node as JsonSchema;
}

const normalised = (value: unknown): unknown => (isRecord(value) ? openApi30(value as JsonSchema) : value);

function convert(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = toJsonSchema(schema, { ...CONFIG, typeMode });
  return openApi30(json);
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
