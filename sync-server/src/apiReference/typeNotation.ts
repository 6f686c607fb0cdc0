/**
 * JSON Schema (as zod's toJSONSchema writes it) → the compact type notation of docs/api.md:
 * TypeScript-like shapes with each limit beside its type, e.g. `batchSize: integer (1–500)`,
 * `title?: string (≤ 300 chars) = ""`, `filters: string[] (≤ 40 items)`.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  description?: string;
};

/** Past this width an object is written one field per line. */
const ONE_LINE_WIDTH = 72;
/** zod writes this bound for plain integers: no limit worth printing. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);
const NAMED_FORMATS = new Set(['email', 'uuid', 'date-time', 'date', 'time', 'uri', 'url', 'ipv4', 'ipv6', 'base64', 'jwt']);
/** A default longer than this (in JSON) is left out: the field's type says enough. */
const DEFAULT_WIDTH = 40;

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

function range(min: number | undefined, max: number | undefined, unit = ''): string | undefined {
  const lower = min === undefined || SAFE_INTEGER_BOUNDS.has(min) ? undefined : min;
  const upper = max === undefined || SAFE_INTEGER_BOUNDS.has(max) ? undefined : max;
  const suffix = unit ? ` ${unit}` : '';
  if (lower !== undefined && upper !== undefined) return lower === upper ? `${lower}${suffix}` : `${lower}–${upper}${suffix}`;
  if (upper !== undefined) return `≤ ${upper}${suffix}`;
  if (lower !== undefined && lower > 0) return `≥ ${lower}${suffix}`;
  if (lower === 0 && unit === '') return '≥ 0';
  return undefined;
}

function withLimits(base: string, limits: (string | undefined)[]): string {
  const shown = limits.filter((limit): limit is string => Boolean(limit));
  return shown.length > 0 ? `${base} (${shown.join(', ')})` : base;
}

function scalar(schema: JsonSchema, type: string): string {
  switch (type) {
    case 'string': {
      // A named format (email, uuid, date-time…) says more than the regular expression zod writes for it.
      const named = schema.format !== undefined && NAMED_FORMATS.has(schema.format);
      const length =
        schema.minLength === 1 && schema.maxLength === undefined ? 'non-empty' : range(schema.minLength, schema.maxLength, 'chars');
      return withLimits('string', [
        named ? schema.format : undefined,
        length,
        !named && schema.pattern ? `/${schema.pattern}/` : undefined,
      ]);
    }
    case 'integer':
    case 'number':
      return withLimits(type, [
        range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum),
        schema.exclusiveMinimum !== undefined ? 'exclusive' : undefined,
      ]);
    default:
      return type;
  }
}

/** Wraps a union in parentheses where a suffix follows it (`(a | b)[]`). */
const grouped = (text: string): string => (text.includes(' | ') && !text.startsWith('{') ? `(${text})` : text);

function arrayType(schema: JsonSchema, indent: string): string {
  const items = schema.prefixItems
    ? `[${schema.prefixItems.map((item) => notation(item, indent)).join(', ')}]`
    : schema.items
      ? notation(schema.items, indent)
      : 'unknown';
  const base = schema.prefixItems ? items : items.includes('\n') ? `Array<${items}>` : `${grouped(items)}[]`;
  return withLimits(base, [range(schema.minItems, schema.maxItems, 'items')]);
}

function objectType(schema: JsonSchema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const extra = schema.additionalProperties;
  const inner = `${indent}  `;
  const extraAt = (at: string) => (extra === undefined || extra === true ? 'unknown' : extra === false ? undefined : notation(extra, at));
  if (properties.length === 0) {
    const values = extraAt(indent);
    return values === undefined ? '{}' : `Record<string, ${values}>`;
  }
  const extraType = extraAt(inner);

  const lines = properties.map(([name, property]) => {
    const optional = required.has(name) ? '' : '?';
    return { description: property.description, text: `${name}${optional}: ${notation(property, inner)}${defaultOf(property)}` };
  });
  // Open objects (replicated documents carry fields of their own collection) say so.
  if (extraType !== undefined && schema.additionalProperties !== undefined)
    lines.push({ description: undefined, text: `[field: string]: ${extraType}` });
  const oneLine = `{ ${lines.map((line) => line.text).join('; ')} }`;
  if (oneLine.length <= ONE_LINE_WIDTH && !oneLine.includes('\n') && lines.every((line) => !line.description)) return oneLine;
  const body = lines.flatMap((line) => [...(line.description ? [`${inner}// ${line.description}`] : []), `${inner}${line.text}`]);
  return `{\n${body.join('\n')}\n${indent}}`;
}

function defaultOf(schema: JsonSchema): string {
  if (schema.default === undefined) return '';
  const text = JSON.stringify(schema.default);
  return text.length <= DEFAULT_WIDTH ? ` = ${text}` : '';
}

/** The notation of one schema; `indent` is the indentation of the line it starts on. */
export function notation(schema: JsonSchema, indent = ''): string {
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => notation(member, indent)).join(' | ');
  if (schema.allOf) return schema.allOf.map((member) => notation(member, indent)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length === 0) {
    if (schema.properties) return objectType(schema, indent);
    return schema.description ? `unknown (${schema.description})` : 'unknown';
  }
  return types
    .map((type) => {
      if (type === 'object') return objectType(schema, indent);
      if (type === 'array') return arrayType(schema, indent);
      return scalar(schema, type);
    })
    .join(' | ');
}

/** The schema without its defaults: in a reply every defaulted field is there, so a default says nothing. */
export function withoutDefaults(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map(withoutDefaults) as unknown as JsonSchema;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default') continue;
    copy[key] = key === 'enum' || key === 'const' ? value : withoutDefaults(value as JsonSchema);
  }
  return copy as JsonSchema;
}
