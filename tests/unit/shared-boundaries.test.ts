import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('import boundaries', () => {
  it('shared/ imports nothing from client/ or sync-server/, no React, no Fastify, no Node I/O', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, 'shared'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const spec = match[1] ?? match[2] ?? '';
        const resolved = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
        const bad =
          resolved.startsWith(path.join(ROOT, 'client')) ||
          resolved.startsWith(path.join(ROOT, 'sync-server')) ||
          /^(react|react-dom|fastify|@fastify\/|pg|@electric-sql|node:|fs|path|http|rxdb|dexie)/.test(spec);
        if (bad) offenders.push(`${path.relative(ROOT, file)} imports ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('client/ never imports the server, and the server never imports the client', () => {
    const offenders: string[] = [];
    const check = (dir: string, forbidden: string) => {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const spec = match[1] ?? match[2] ?? '';
          if (spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(ROOT, forbidden))) {
            offenders.push(`${path.relative(ROOT, file)} imports ${spec}`);
          }
        }
      }
    };
    check('client', 'sync-server');
    check('sync-server', 'client');
    expect(offenders).toEqual([]);
  });
});
