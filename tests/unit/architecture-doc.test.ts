import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** Code spans that name a file or folder: a path with a slash, or a file name with a source extension. */
function namedPaths(): string[] {
  return [...DOC.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] as string)
    .filter((span) => /^[\w.-]+(\/[\w.*<>-]*)+$/.test(span) || /^[\w.-]+\.(ts|tsx|md|json|sql)$/.test(span))
    .filter((span) => !span.includes('<') && !span.includes('*') && !span.startsWith('/api/'));
}

/** Where a name the page uses is found: from the repo root, or beside the last full path named before it in the same paragraph. */
function exists(span: string, bases: string[]): boolean {
  return [ROOT, ...bases].some((base) => existsSync(path.join(base, span)));
}

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const missing: string[] = [];
    for (const paragraph of DOC.split(/\n\s*\n/)) {
      const bases = new Set<string>([path.join(ROOT, 'client/src'), path.join(ROOT, 'shared/kitchen')]);
      for (const span of [...paragraph.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] as string)) {
        if (!namedPaths().includes(span)) continue;
        if (!exists(span, [...bases])) missing.push(span);
        const full = path.join(ROOT, span);
        if (existsSync(full)) bases.add(span.includes('.') ? path.dirname(full) : full);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain('docs/architecture.md');
  });
});
