import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `<script>` elements without a src, and their text (the build's own HTML: no comments or attributes to parse around). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script of an HTML page ('sha256-…'), so the page's own scripts run under `script-src 'self'`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim().length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes of the app page's inline scripts (the early refresh, client/build/earlyRefreshPlugin.ts); none without a built client. */
export function appPageScriptHashes(clientDir: string | undefined): string[] {
  const page = clientDir ? path.join(clientDir, 'index.html') : undefined;
  if (!page || !existsSync(page)) return [];
  return inlineScriptHashes(readFileSync(page, 'utf8'));
}
