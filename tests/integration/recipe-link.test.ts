import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TEXTS } from '../../shared/domain/converterTexts';
import { type RecipePageServer, startRecipePageServer } from '../support/recipePages';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

/**
 * Link import. One app has the explicit test-only allowance for 127.0.0.1 (to read the local page
 * server); the other has none, as in production, and must refuse loopback, private and metadata addresses.
 */
describe('POST /api/recipe-link', () => {
  let pages: RecipePageServer;
  let allowed: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    pages = await startRecipePageServer();
    allowed = await createTestApp({ env: { RECIPE_LINK_TEST_ALLOW_IPS: '127.0.0.1' } });
    guarded = await createTestApp();
  });
  afterAll(async () => {
    await allowed?.cleanup();
    await guarded?.cleanup();
    await pages?.close();
  });

  const post = (t: TestApp, url: unknown, auth = true) =>
    t.app.inject({ method: 'POST', url: '/api/recipe-link', headers: auth ? testUser(t.app).headers : {}, payload: { url } as object });

  it('needs sign-in', async () => {
    expect((await post(allowed, `${pages.url}/jsonld`, false)).statusCode).toBe(401);
  });

  it('reads a JSON-LD recipe (inside @graph, with sections of steps) into recipe text', async () => {
    const res = await post(allowed, `${pages.url}/jsonld`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe("Grandma's Banana Bread");
    // The source kept on the saved recipe (issue 31): the site's name (its host when the page names none).
    expect(typeof body.siteName).toBe('string');
    expect(body.siteName.length).toBeGreaterThan(0);
    expect(body.text).toBe(
      [
        "Grandma's Banana Bread",
        'Serves 8',
        'Prep time: 15 minutes',
        'Cook time: 1 hour',
        '',
        'Ingredients',
        '- 3 ripe bananas',
        '- 250 g plain flour',
        '- 100 g butter, melted',
        '- 2 eggs',
        '- 1 tsp baking soda',
        '',
        'Instructions',
        '1. Mash the bananas with the butter and eggs.',
        '2. Fold in the flour and soda.',
        '3. Bake at 180°C for 60 minutes.',
      ].join('\n'),
    );
  });

  it('reads a microdata recipe, ignoring nested items', async () => {
    const res = await post(allowed, `${pages.url}/microdata`);
    expect(res.statusCode).toBe(200);
    const { text } = res.json();
    expect(text).toContain('Simple Pancakes\nServes 4\nPrep time: 10 minutes');
    expect(text).toContain('- 200 g flour\n- 300 ml milk\n- 1 egg');
    expect(text).toContain('1. Whisk everything together.\n2. Fry in a hot pan.');
    expect(text).not.toContain('Sam');
  });

  it('follows a redirect to the recipe', async () => {
    const res = await post(allowed, `${pages.url}/to-jsonld`);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe(`${pages.url}/jsonld`);
  });

  it('says clearly when a page has no recipe, is not a page, is too large, missing, or redirects forever', async () => {
    const cases: [string, string][] = [
      ['/no-recipe', LINK_TEXTS.noRecipe],
      ['/broken-jsonld', LINK_TEXTS.noRecipe],
      ['/image', LINK_TEXTS.notAPage],
      ['/huge', LINK_TEXTS.tooLarge],
      ['/missing', LINK_TEXTS.unreachable],
      ['/loop', LINK_TEXTS.tooManyRedirects],
    ];
    for (const [path, message] of cases) {
      const res = await post(allowed, `${pages.url}${path}`);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().message, path).toBe(message);
    }
  });

  it('refuses what is not an http(s) link, with 400', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'not a url', 'javascript:alert(1)', 'http://user:pw@127.0.0.1/']) {
      const res = await post(allowed, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(LINK_TEXTS.invalidUrl);
    }
    expect((await post(allowed, 42)).statusCode).toBe(400);
  });

  describe('the SSRF guard (no allowance)', () => {
    it('refuses loopback addresses, by IP and by name', async () => {
      const port = new URL(pages.url).port;
      for (const url of [`${pages.url}/jsonld`, `http://localhost:${port}/jsonld`, `http://[::1]:${port}/jsonld`, 'http://0.0.0.0/']) {
        const res = await post(guarded, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(LINK_TEXTS.refusedAddress);
      }
    });

    it('refuses private and link-local (cloud metadata) addresses', async () => {
      for (const url of [
        'http://10.0.0.1/',
        'http://192.168.1.1/',
        'http://172.16.0.5/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fd00::1]/',
      ]) {
        const res = await post(guarded, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(LINK_TEXTS.refusedAddress);
      }
    });

    it('refuses a redirect from an allowed page to a private or metadata address', async () => {
      // Only 127.0.0.1 is allowed here, so the first hop is read and the redirect target is checked again.
      for (const target of ['http://10.1.2.3/admin', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
        const res = await post(allowed, `${pages.url}/redirect-to/${encodeURIComponent(target)}`);
        expect(res.statusCode, target).toBe(400);
        expect(res.json().message).toBe(LINK_TEXTS.refusedAddress);
      }
    });
  });
});
