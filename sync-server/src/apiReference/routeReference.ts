import { z } from 'zod';
import type { RegisteredRoute } from '../http/zodSchemas';
import { apiErrorSchema } from '../http/zodSchemas';
import { type JsonSchema, notation, withoutDefaults } from './typeNotation';

type Io = 'input' | 'output';

/** Named types met while rendering, by name, with their notation (for the reference's "Types" section). */
export type TypeCollector = Map<string, string>;

/** The notation of a zod schema, its named parts written by name and collected for the "Types" section. */
export function schemaNotation(schema: z.ZodType, io: Io, registry: z.core.$ZodRegistry<{ id: string }>, types: TypeCollector): string {
  const written = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: registry, reused: 'inline' });
  const json = (io === 'output' ? withoutDefaults(written as JsonSchema) : written) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [name, definition] of Object.entries(json.$defs ?? {})) {
    const text = notation(definition);
    const known = types.get(name);
    if (known !== undefined && known !== text)
      throw new Error(`${name} reads differently as sent and as answered; give each its own name in namedTypes.ts.`);
    types.set(name, text);
  }
  return notation(json);
}

const fence = (text: string): string => `\`\`\`text\n${text}\n\`\`\``;

/** A short shape inline, a long one in a fence of its own. */
function shape(label: string, text: string): string {
  return text.includes('\n') || text.length > 80 ? `${label}:\n\n${fence(text)}` : `${label}: \`${text}\``;
}

const REQUEST_PARTS = [
  ['params', 'Path parameters'],
  ['querystring', 'Query'],
  ['body', 'Body'],
] as const;

/** Numbered statuses first, in order, then the `4xx` / `5xx` ranges. */
const statusOrder = (status: string): number => (/^\d+$/.test(status) ? Number(status) : 1000 + status.charCodeAt(0));

const anchor = (name: string): string => `[${name}](#${name.toLowerCase()})`;
const namesIn = (text: string, types: ReadonlySet<string>): string[] => [...types].filter((name) => new RegExp(`\\b${name}\\b`).test(text));

/** The generated part of one route's section: what it takes (path, query, body) and what it answers, by status. */
export function routeReference(
  route: RegisteredRoute,
  registry: z.core.$ZodRegistry<{ id: string }>,
  types: TypeCollector,
  typeNames: ReadonlySet<string>,
): string {
  const schema = route.schema ?? {};
  const parts: string[] = [];
  for (const [part, label] of REQUEST_PARTS) {
    const documented = part === 'body' ? (schema.documentedBody ?? schema.body) : schema[part];
    if (documented instanceof z.ZodType) parts.push(shape(label, schemaNotation(documented, 'input', registry, types)));
  }

  const replies = Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );
  const errorStatuses = replies.filter(([, reply]) => reply === apiErrorSchema).map(([status]) => status);
  const byShape = new Map<z.ZodType, string[]>();
  for (const [status, reply] of replies.filter(([, reply]) => reply !== apiErrorSchema)) {
    byShape.set(reply, [...(byShape.get(reply) ?? []), status]);
  }
  const answers = [...byShape.entries()].sort(([, a], [, b]) => statusOrder(a[0] ?? '') - statusOrder(b[0] ?? ''));
  for (const [reply, statuses] of answers) {
    parts.push(shape(`Reply ${statuses.map((status) => `\`${status}\``).join(', ')}`, schemaNotation(reply, 'output', registry, types)));
  }
  if (errorStatuses.length > 0) {
    parts.push(`Errors ${errorStatuses.map((status) => `\`${status}\``).join(', ')}: the [error body](#errors).`);
  }
  const used = namesIn(parts.join('\n'), typeNames);
  if (used.length > 0) parts.push(`Types: ${used.map(anchor).join(', ')}.`);
  return parts.join('\n\n');
}
