import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local web server with recipe pages for the link-import tests (127.0.0.1 only). */
export interface RecipePageServer {
  url: string;
  close(): Promise<void>;
}

const JSON_LD_PAGE = `<!doctype html><html><head><title>Grandma's Banana Bread</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Bakes"},
{"@type":["Recipe"],"name":"Grandma&#39;s Banana Bread","recipeYield":["8","1 loaf"],"prepTime":"PT15M","cookTime":"PT1H",
"recipeIngredient":["3 ripe bananas","250 g plain flour","100 g butter, melted","2 eggs","1 tsp baking soda"],
"recipeInstructions":[{"@type":"HowToStep","text":"Mash the bananas with the butter and eggs."},{"@type":"HowToSection","name":"Bake","itemListElement":[{"@type":"HowToStep","text":"Fold in the flour and soda."},{"@type":"HowToStep","text":"Bake at 180°C for 60 minutes."}]}]}]}
</script></head><body><h1>Banana bread</h1><p>A story about bananas.</p></body></html>`;

const MICRODATA_PAGE = `<!doctype html><html><body>
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Simple Pancakes</h1>
  <meta itemprop="prepTime" content="PT10M">
  <span itemprop="recipeYield">4</span>
  <ul><li itemprop="recipeIngredient">200 g flour</li><li itemprop="recipeIngredient">300 ml milk</li><li itemprop="recipeIngredient">1 egg</li></ul>
  <ol itemprop="recipeInstructions"><li>Whisk everything together.</li><li>Fry in a hot pan.</li></ol>
  <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Sam</span></div>
</div></body></html>`;

export async function startRecipePageServer(): Promise<RecipePageServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (path === '/jsonld') return html(JSON_LD_PAGE);
    if (path === '/microdata') return html(MICRODATA_PAGE);
    if (path === '/no-recipe') return html('<!doctype html><html><body><p>Just a blog post.</p></body></html>');
    if (path === '/broken-jsonld') return html('<script type="application/ld+json">{ not json</script><p>nothing</p>');
    if (path === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(Buffer.from('89504e47', 'hex'));
    }
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<p>${'x'.repeat(3 * 1024 * 1024)}</p>`);
    }
    if (path === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('not found');
    }
    if (path === '/to-jsonld') {
      res.writeHead(302, { location: '/jsonld' });
      return res.end();
    }
    if (path === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    const redirect = /^\/redirect-to\/(.+)$/.exec(path ?? '');
    if (redirect?.[1]) {
      res.writeHead(302, { location: decodeURIComponent(redirect[1]) });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
