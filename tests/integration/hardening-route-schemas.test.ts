import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { routesWithoutReplySchema } from '../../sync-server/src/http/zodSchemas';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

/** Routes declare their input and reply through zod schemas; a failed input check is the route's own 400, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('route schemas', () => {
  it('every API route documents its reply (only CORS preflight has none)', () => {
    expect(routesWithoutReplySchema(t.app)).toEqual(['OPTIONS *']);
  });

  it('a body of the wrong type is refused before the handler, in each route’s one error shape', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'master-chef');
    const json = { 'content-type': 'application/json' };
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: json, payload: '[1,2]' });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ error: ERROR_CODES.validation, message: 'The request body must be a JSON object.' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/signin' });
    expect([empty.statusCode, empty.json().error, empty.json().field]).toEqual([400, ERROR_CODES.validation, 'email']);
    const generate = await t.app.inject({ method: 'POST', url: '/api/generate', headers: { ...headers, ...json }, payload: '"soup"' });
    expect(generate.statusCode).toBe(400);
    expect(generate.json()).toMatchObject({ success: false, code: ERROR_CODES.validation });
    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { ...headers, ...json },
      payload: '{"batchSize":"ten"}',
    });
    expect([pull.statusCode, pull.json().error]).toEqual([400, ERROR_CODES.validation]);
    // The collection is still checked before the body.
    const unknown = await t.app.inject({ method: 'POST', url: '/api/sync/nope/push', headers: { ...headers, ...json }, payload: '[]' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, ERROR_CODES.notFound]);
  });
});
