import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBlogPosts, parseBlogPost } from '../../client/build/blogPosts';

const CONTENT = fileURLToPath(new URL('../../content/blog/', import.meta.url));
const post = (body: string) => `---\ntitle: A post\nsummary: What it is about.\ndate: 2026-01-02\n---\n${body}`;

describe('blog posts from Markdown (rendered at build)', () => {
  it('renders Markdown with the front matter as fields', () => {
    const parsed = parseBlogPost('a-post', post('Intro with **bold** and a [link](/about).\n\n## Part\n\n- one\n- two\n'));
    expect(parsed).toMatchObject({ id: 'a-post', title: 'A post', summary: 'What it is about.', date: '2026-01-02' });
    expect(parsed.html).toContain('<strong>bold</strong>');
    expect(parsed.html).toContain('<a href="/about">link</a>');
    expect(parsed.html).toContain('<h2>Part</h2>');
    expect(parsed.html).toContain('<li>one</li>');
  });

  it('keeps the page to one h1: a "# " heading in a post becomes h2', () => {
    expect(parseBlogPost('a-post', post('# Big\n\ntext')).html).toContain('<h2>Big</h2>');
  });

  it('shows raw HTML as text and drops links that could run script', () => {
    const html = parseBlogPost(
      'a-post',
      post(
        '<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [data](data:text/html,x) ![p](javascript:x)\n\n[ok](https://example.org)',
      ),
    ).html;
    expect(html).not.toMatch(/<script|<img src="?x|<[^>]*onerror|href="javascript:|href="data:|src="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('bad');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
  });

  it('refuses a malformed file with a message naming it', () => {
    expect(() => parseBlogPost('a-post', 'no front matter')).toThrow(/a-post/);
    expect(() => parseBlogPost('a-post', '---\ntitle: T\ndate: 2026-01-01\n---\nx')).toThrow(/summary/);
    expect(() => parseBlogPost('a-post', '---\ntitle: T\nsummary: S\ndate: yesterday\n---\nx')).toThrow(/YYYY-MM-DD/);
    expect(() => parseBlogPost('Bad Name', post('x'))).toThrow(/lower-case/);
  });

  it('loads the repository’s posts newest first', () => {
    const posts = loadBlogPosts(path.resolve(CONTENT));
    expect(posts.map((p) => p.id)).toEqual(['low-sodium-flavour', 'dairy-free-swaps', 'gluten-free-baking-basics']);
    for (const p of posts) expect(p.html.length).toBeGreaterThan(500);
  });
});
