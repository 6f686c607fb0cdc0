/**
 * `npm run docs:api` rewrites the generated parts of docs/api.md from the server's route schemas;
 * `npm run docs:api -- --check` only says whether the committed file is current (exit 1 when stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiReference } from './apiReference';
import { collectRoutes } from './collectRoutes';

export const API_REFERENCE_PATH = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

const check = process.argv.includes('--check');
const current = readFileSync(API_REFERENCE_PATH, 'utf8');
const { markdown, undescribed } = renderApiReference(current, await collectRoutes());
if (check) {
  if (markdown !== current) {
    console.error('docs/api.md is stale: run `npm run docs:api` and commit the result.');
    process.exit(1);
  }
  console.log('docs/api.md is current.');
} else {
  writeFileSync(API_REFERENCE_PATH, markdown);
  console.log(markdown === current ? 'docs/api.md was already current.' : 'docs/api.md rewritten from the route schemas.');
}
if (undescribed.length > 0) console.warn(`Routes not described yet (at the end of docs/api.md): ${undescribed.join(', ')}`);
