import { COLLECTIONS } from '../../../shared/schemas/collections';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { apiErrorSchema, type RegisteredRoute } from '../http/zodSchemas';
import { ERROR_CODE_NOTES } from './errorCodeNotes';
import { documentTypeName, type NamedTypes, namedTypes } from './namedTypes';
import { routeReference, schemaNotation, type TypeCollector } from './routeReference';

/**
 * docs/api.md is prose written by people around parts generated from the server's own route schemas.
 * A generated part sits between `<!-- api: KEY -->` and `<!-- /api -->`; KEY is a route (`POST /api/contact`)
 * or one of the reference's own parts below. Everything between the markers is rewritten on every run.
 */
const BLOCK = /<!-- api: ([^>]+?) -->\n[\s\S]*?<!-- \/api -->/g;
const UNDESCRIBED_HEADING = '## Routes not described yet';
export const ERRORS_KEY = 'errors';
export const COLLECTIONS_KEY = 'collections';
export const TYPES_KEY = 'types';

const block = (key: string, body: string): string => `<!-- api: ${key} -->\n${body}\n<!-- /api -->`;
const fence = (text: string): string => `\`\`\`text\n${text}\n\`\`\``;

/** `GET /api/x` and its automatic `HEAD`, the CORS preflight (`OPTIONS *`): only routes someone calls are described. */
export function describedRoutes(routes: readonly RegisteredRoute[]): Map<string, RegisteredRoute> {
  const described = new Map<string, RegisteredRoute>();
  for (const route of routes) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    described.set(`${route.method} ${route.url}`, route);
  }
  return described;
}

function errorsPart(types: TypeCollector, registry: NamedTypes['registry']): string {
  const rows = Object.values(ERROR_CODES).map((code) => `| \`${code}\` | ${ERROR_CODE_NOTES[code]} |`);
  return [
    `Every route but \`POST /api/generate\` answers errors as \`${schemaNotation(apiErrorSchema, 'output', registry, types)}\`, with one of these codes (\`ERROR_CODES\` in \`shared/sync/protocol.ts\`):`,
    '',
    '| error | status: when |',
    '|---|---|',
    ...rows,
  ].join('\n');
}

function collectionsPart(types: TypeCollector, registry: NamedTypes['registry']): string {
  const rows = Object.entries(COLLECTIONS).map(([name, { owner, schema }]) => {
    const typeName = documentTypeName(name);
    // A named schema at the root comes back as a reference; its shape is then collected under its name.
    const shape = schemaNotation(schema, 'output', registry, types);
    if (!types.has(typeName)) types.set(typeName, shape);
    const travel = owner === 'user' ? 'pulled and pushed' : 'pulled only (the server writes it)';
    return `| \`${name}\` | ${travel} | [${typeName}](#${typeName.toLowerCase()}) |`;
  });
  return ['| collection | replication | document |', '|---|---|---|', ...rows].join('\n');
}

function typesPart(types: TypeCollector): string {
  return [...types.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, text]) => `### ${name}\n\n${fence(text)}`)
    .join('\n\n');
}

export interface ApiReferenceResult {
  markdown: string;
  /** Routes the server has and the text did not describe: added under "Routes not described yet". */
  undescribed: string[];
}

/**
 * Rewrites every generated part of the reference from the routes. Throws when the text describes a route the
 * server does not have (a renamed or removed route); adds a section for every route it does not describe.
 */
export function renderApiReference(markdown: string, routes: readonly RegisteredRoute[]): ApiReferenceResult {
  const byKey = describedRoutes(routes);
  const { registry, names: typeNames } = namedTypes();
  const types: TypeCollector = new Map();

  const keys = [...markdown.matchAll(BLOCK)].map((match) => match[1] ?? '');
  const own = new Set([ERRORS_KEY, COLLECTIONS_KEY, TYPES_KEY]);
  const stale = keys.filter((key) => !own.has(key) && !byKey.has(key));
  if (stale.length > 0) throw new Error(`docs/api.md describes routes the server does not have: ${stale.join(', ')}`);

  const [withoutStubs = markdown] = markdown.split(`\n${UNDESCRIBED_HEADING}\n`);
  const described = new Set([...withoutStubs.matchAll(BLOCK)].map((match) => match[1] ?? ''));
  const undescribed = [...byKey.keys()].filter((key) => !described.has(key));
  let text = withoutStubs.trimEnd();
  if (undescribed.length > 0) {
    const stubs = undescribed.map((key) => `### ${key}\n\n${block(key, '')}`);
    text += `\n\n${UNDESCRIBED_HEADING}\n\n${stubs.join('\n\n')}`;
  }

  // Routes first, so the types part holds every named type the routes use.
  const rendered = new Map<string, string>();
  for (const [key, route] of byKey) rendered.set(key, routeReference(route, registry, types, typeNames));
  rendered.set(ERRORS_KEY, errorsPart(types, registry));
  rendered.set(COLLECTIONS_KEY, collectionsPart(types, registry));
  rendered.set(TYPES_KEY, typesPart(types));
  const result = text.replace(BLOCK, (_match, key: string) => block(key, rendered.get(key) ?? ''));
  return { markdown: `${result}\n`, undescribed };
}
