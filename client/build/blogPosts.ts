import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';

/** A post of the blog, its body already rendered to safe HTML at build time. */
export interface BlogPost {
  id: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD) the post was published. */
  date: string;
  html: string;
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Markdown to HTML with nothing executable: raw HTML in a post is shown as text, and links and images
 * keep only http(s), mailto, same-site and fragment addresses (a javascript: link becomes plain text).
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href)) return text;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const external = /^https?:\/\//i.test(href) ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}${external}>${text}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      if (!SAFE_URL.test(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy">`;
    },
  },
});

/** Parses one post: a front matter block (title, summary, date) and a Markdown body. Throws on a malformed file. */
export function parseBlogPost(id: string, source: string): BlogPost {
  if (!ID_PATTERN.test(id)) throw new Error(`Blog post file name "${id}" must be lower-case words joined by hyphens`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`Blog post "${id}" has no front matter (--- title/summary/date ---)`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`Blog post "${id}" lacks "${name}" in its front matter`);
    return value;
  };
  const date = field('date');
  if (!DATE_PATTERN.test(date)) throw new Error(`Blog post "${id}" has a date that is not YYYY-MM-DD`);
  // Headings inside a post start at h2: the page's h1 is the title.
  const body = (match[2] ?? '').replace(/^# /gm, '## ');
  return { id, title: field('title'), summary: field('summary'), date, html: markdown.parse(body, { async: false }) };
}

/** Every post in the folder, newest first. */
export function loadBlogPosts(dir: string): BlogPost[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseBlogPost(name.slice(0, -3), readFileSync(path.join(dir, name), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
