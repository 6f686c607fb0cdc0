import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApiReference } from '../../sync-server/src/apiReference/apiReference';
import { collectRoutes } from '../../sync-server/src/apiReference/collectRoutes';
import { type JsonSchema, notation, withoutDefaults } from '../../sync-server/src/apiReference/typeNotation';
import { errorReplies, type RegisteredRoute } from '../../sync-server/src/http/zodSchemas';

const API_MD = new URL('../../docs/api.md', import.meta.url);
const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => z.toJSONSchema(schema, { io }) as JsonSchema;

let routes: RegisteredRoute[];
beforeAll(async () => {
  routes = await collectRoutes();
});

describe('docs/api.md', () => {
  it('is what `npm run docs:api` makes from the route schemas (run it and commit the file when this fails)', () => {
    const committed = readFileSync(API_MD, 'utf8');
    const { markdown, undescribed } = renderApiReference(committed, routes);
    expect(undescribed, 'routes the reference does not describe').toEqual([]);
    expect(markdown === committed, 'docs/api.md is stale: run `npm run docs:api`').toBe(true);
  });

  it('documents what the converter sends: the generation body is the real request schema, requestedServings included', () => {
    const committed = readFileSync(API_MD, 'utf8');
    const generate = committed.slice(committed.indexOf('<!-- api: POST /api/generate -->'));
    const block = generate.slice(0, generate.indexOf('<!-- /api -->'));
    expect(block).toContain('requestedServings?: integer (1–100)');
    expect(block).toContain('filters?: string (≤ 60 chars)[] (≤ 40 items) = []');
  });
});

describe('renderApiReference', () => {
  const route = (method: string, url: string, schema: RegisteredRoute['schema']): RegisteredRoute => ({ method, url, schema });
  const page = (body: string) =>
    `# API\n\n${body}\n\n## Errors\n\n<!-- api: errors -->\n<!-- /api -->\n\n## Types\n\n<!-- api: types -->\n<!-- /api -->\n`;

  it('rewrites a route part from its schemas: body, replies by status, the error body, named types', () => {
    const schema = {
      body: z.strictObject({ plan: z.enum(['chef', 'master-chef']), note: z.string().max(20).optional() }),
      response: { 200: z.object({ url: z.string() }), ...errorReplies },
    };
    const text = page('### POST /api/x\n\nProse stays.\n\n<!-- api: POST /api/x -->\nold text\n<!-- /api -->');
    const { markdown, undescribed } = renderApiReference(text, [route('POST', '/api/x', schema), route('OPTIONS', '*', undefined)]);
    expect(undescribed).toEqual([]);
    expect(markdown).toContain('Prose stays.');
    expect(markdown).not.toContain('old text');
    expect(markdown).toContain('Body: `{ plan: "chef" | "master-chef"; note?: string (≤ 20 chars) }`');
    expect(markdown).toContain('Reply `200`: `{ url: string }`');
    expect(markdown).toContain('Errors `4xx`, `5xx`: the [error body](#errors).');
    expect(markdown).toContain('| `validation_failed` | 400:');
    // A second run changes nothing.
    expect(renderApiReference(markdown, [route('POST', '/api/x', schema)]).markdown).toBe(markdown);
  });

  it('adds a section for a route the text does not describe, and names it', () => {
    const { markdown, undescribed } = renderApiReference(page('Nothing yet.'), [
      route('GET', '/api/new', { response: { 200: z.object({ ok: z.boolean() }) } }),
      route('HEAD', '/api/new', undefined),
    ]);
    expect(undescribed).toEqual(['GET /api/new']);
    expect(markdown).toContain(
      '## Routes not described yet\n\n### GET /api/new\n\n<!-- api: GET /api/new -->\nReply `200`: `{ ok: boolean }`',
    );
  });

  it('refuses a text that describes a route the server no longer has', () => {
    const text = page('### POST /api/gone\n\n<!-- api: POST /api/gone -->\n<!-- /api -->');
    expect(() => renderApiReference(text, [])).toThrow('describes routes the server does not have: POST /api/gone');
  });

  it('documents the body a route declares for the reference where the route itself checks less', () => {
    const documented = z.strictObject({ servings: z.number().int().min(1).max(100).optional() });
    const schema = { body: z.record(z.string(), z.unknown()), documentedBody: documented };
    const { markdown } = renderApiReference(page('<!-- api: POST /api/y -->\n<!-- /api -->'), [route('POST', '/api/y', schema)]);
    expect(markdown).toContain('Body: `{ servings?: integer (1–100) }`');
  });
});

describe('type notation', () => {
  it('writes limits beside their types, optional fields, defaults and nullable values', () => {
    const schema = z.strictObject({
      title: z.string().min(1).max(300),
      name: z.string().min(1),
      count: z.number().int().min(1).max(500).default(100),
      tags: z.array(z.string().max(40)).max(20).optional(),
      when: z.string().nullable(),
    });
    expect(notation(json(schema, 'input'))).toBe(
      [
        '{',
        '  title: string (1–300 chars)',
        '  name: string (non-empty)',
        '  count?: integer (1–500) = 100',
        '  tags?: string (≤ 40 chars)[] (≤ 20 items)',
        '  when: string | null',
        '}',
      ].join('\n'),
    );
    // As answered, a defaulted field is always there.
    expect(notation(withoutDefaults(json(z.object({ count: z.number().int().default(1) }))))).toBe('{ count: integer }');
  });

  it('names formats instead of printing their expressions, and keeps other patterns', () => {
    expect(notation(json(z.string().email().max(254)))).toBe('string (email, ≤ 254 chars)');
    expect(notation(json(z.uuid()))).toBe('string (uuid)');
    expect(notation(json(z.string().regex(/^\d{4}$/)))).toBe('string (/^\\d{4}$/)');
  });

  it('writes unions of objects, records, open objects and lists of objects', () => {
    expect(notation(json(z.union([z.object({ a: z.literal(1) }), z.null()])))).toBe('{ a: 1 } | null');
    expect(notation(json(z.record(z.string(), z.number())))).toBe('Record<string, number>');
    expect(notation(json(z.looseObject({ id: z.string() })))).toBe('{ id: string; [field: string]: unknown }');
    expect(notation(json(z.array(z.union([z.string(), z.number()]))))).toBe('(string | number)[]');
    const long = z.array(z.object({ first: z.string().max(100), second: z.string().max(100), third: z.string().max(100) }));
    expect(notation(json(long))).toBe(
      ['Array<{', '  first: string (≤ 100 chars)', '  second: string (≤ 100 chars)', '  third: string (≤ 100 chars)', '}>'].join('\n'),
    );
  });
});
