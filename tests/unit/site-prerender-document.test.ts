import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../client/build/prerenderPlugin';
import { robotsTxt, sitemapXml } from '../../sync-server/src/site/prerenderedPages';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Default</title>
    <meta name="description" content="Default description" />
    <script type="module" crossorigin src="/assets/site-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/base-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered page document', () => {
  const page = {
    path: '/about',
    head: '<title>About us</title>\n<meta name="description" content="About" />',
    body: '<main><h1>About us</h1></main>',
  };
  const css: Record<string, string> = { 'assets/base-1.css': 'body{margin:0}', 'assets/InfoPages-1.css': 'h1{color:red}' };

  it('puts the page in #root with its marker, its own head instead of the defaults, its styles inline and its chunks preloaded', () => {
    const html = pageDocument(
      TEMPLATE,
      page,
      { css: ['assets/InfoPages-1.css'], js: ['assets/InfoPages-1.js', 'assets/site-1.js'] },
      (file) => css[file] ?? '',
    );
    expect(html).toContain('<div id="root" data-prerendered-path="/about"><main><h1>About us</h1></main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About us</title>');
    expect(html).not.toContain('Default description');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/InfoPages-1.js">');
    // The entry itself is not preloaded twice.
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/site-1.js"');
  });

  it('marks the not-found page with "*" and needs an empty root to fill', () => {
    expect(pageDocument(TEMPLATE, { ...page, path: null })).toContain('<div id="root" data-prerendered-path="*">');
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });

  it('keeps "$" sequences of the page text as they are', () => {
    expect(pageDocument(TEMPLATE, { ...page, body: '<p>$14.99 and $& and $1</p>' })).toContain('<p>$14.99 and $& and $1</p>');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list every page with this server’s address, escaped, with the posts’ dates', () => {
    const site = {
      pages: new Map([
        ['/', ''],
        ['/blog/a&b', ''],
      ]),
      notFound: null,
      lastmod: new Map([['/blog/a&b', '2026-10-02']]),
    };
    const xml = sitemapXml(site, 'https://kitchen.example');
    expect(xml).toContain('<url><loc>https://kitchen.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://kitchen.example/blog/a&amp;b</loc><lastmod>2026-10-02</lastmod></url>');
    expect(robotsTxt('https://kitchen.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /api/\n\nSitemap: https://kitchen.example/sitemap.xml\n',
    );
  });
});
