import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

  it("shared/ reads no Node globals (the browser has no 'process' or 'Buffer')", () => {
    const offenders = sourceFiles(path.join(ROOT, 'shared')).filter((file) =>
      /\b(?:process\.(?:env|argv|cwd|platform)|Buffer\.)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
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

  describe('client layers', () => {
    const CLIENT = path.join(ROOT, 'client/src');
    const layer = (name: string) => path.join(CLIENT, name);
    const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
    /** Every relative import of every client source file, resolved (without extension), static or dynamic. */
    const edges = sourceFiles(CLIENT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
        const spec = match[1] ?? match[2] ?? '';
        if (!spec.startsWith('.')) return [];
        const target = path.resolve(path.dirname(file), spec).replace(/\.tsx?$/, '');
        return [{ file, spec, target, dynamic: match[2] !== undefined }];
      }),
    );
    const offenders = (bad: (edge: (typeof edges)[number]) => boolean) =>
      edges.filter(bad).map((e) => `${path.relative(ROOT, e.file)} imports ${e.spec}`);

    /**
     * The data layer's doors: its index; the recipe book's queries (apart from the index so the
     * book's in-memory index and search library load with the views that read them, not with the
     * shell); and two modules loaded on demand, by dynamic import, before the store opens.
     */
    const DATA_INDEX = [layer('data'), layer('data/index'), layer('data/recipeQueries')];
    const DATA_ON_DEMAND = [layer('data/earlyFirstPulls'), layer('data/deviceData')];

    it('outside data/, files import only data/index (and its two on-demand modules only by dynamic import)', () => {
      const dataDir = layer('data');
      expect(
        offenders(
          (e) =>
            !inside(e.file, dataDir) &&
            inside(e.target, dataDir) &&
            !DATA_INDEX.includes(e.target) &&
            !(e.dynamic && DATA_ON_DEMAND.includes(e.target)),
        ),
      ).toEqual([]);
    });

    it('ui/ never imports the app shell, the screens or the routes', () => {
      const above = [layer('app'), layer('features'), layer('routes')];
      expect(offenders((e) => inside(e.file, layer('ui')) && above.some((dir) => inside(e.target, dir)))).toEqual([]);
    });

    it('data/ never imports the screens, the app shell or the routes', () => {
      const above = [layer('app'), layer('features'), layer('routes')];
      expect(offenders((e) => inside(e.file, layer('data')) && above.some((dir) => inside(e.target, dir)))).toEqual([]);
    });

    /** RxDB's public API: what the client outside the storage module may import (types are public too). */
    const RXDB_PUBLIC: Record<string, readonly string[]> = {
      rxdb: ['addRxPlugin', 'createRxDatabase', 'removeRxDatabase'],
      'rxdb/plugins/replication': ['replicateRxCollection'],
      'rxdb/plugins/storage-dexie': ['getRxStorageDexie'],
      'rxdb/plugins/update': ['RxDBUpdatePlugin'],
      'rxdb/plugins/local-documents': ['RxDBLocalDocumentsPlugin'],
      'rxdb/plugins/migration-schema': ['RxDBMigrationSchemaPlugin'],
      'rxdb/plugins/validate-ajv': ['wrappedValidateAjvStorage'],
    };
    /** Properties below RxDB's public objects: storage instances, the replication's state, the Dexie storage's state. */
    const RXDB_INTERNAL_PROPERTY = /\.(storageInstance|internalStorageInstance|internalReplicationState|metaInfoPromise|internals)\b/;
    const storageDir = layer('data/storage');

    it("outside data/storage/, the client uses only RxDB's public API, and reaches the storage module through its index", () => {
      const found: string[] = [];
      const RXDB_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](rxdb[^'"]*)['"]|import\(\s*['"](rxdb[^'"]*)['"]\s*\)/g;
      for (const file of sourceFiles(CLIENT)) {
        if (inside(file, storageDir)) continue;
        const text = readFileSync(file, 'utf8');
        const where = path.relative(ROOT, file);
        for (const match of text.matchAll(RXDB_IMPORT)) {
          const from = match[3] ?? match[4] ?? '';
          const allowed = RXDB_PUBLIC[from];
          if (!allowed) {
            found.push(`${where} imports ${from}`);
            continue;
          }
          if (match[1]) continue;
          for (const name of (match[2] ?? '')
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)) {
            if (name.startsWith('type ')) continue;
            if (!allowed.includes(name)) found.push(`${where} imports ${name} from ${from}`);
          }
        }
        const internal = RXDB_INTERNAL_PROPERTY.exec(text);
        if (internal) found.push(`${where} reads ${internal[0]}`);
      }
      found.push(
        ...offenders(
          (e) =>
            !inside(e.file, storageDir) &&
            inside(e.target, storageDir) &&
            e.target !== storageDir &&
            e.target !== layer('data/storage/index'),
        ),
      );
      expect(found).toEqual([]);
    });

    it('finds the edges it forbids (the checks above cannot pass vacuously)', () => {
      // The storage module is where RxDB's internals are read, so the patterns above do match them.
      expect(sourceFiles(storageDir).some((file) => RXDB_INTERNAL_PROPERTY.test(readFileSync(file, 'utf8')))).toBe(true);
      expect(edges.some((e) => inside(e.file, layer('features')) && DATA_INDEX.includes(e.target))).toBe(true);
      expect(edges.some((e) => inside(e.file, layer('app')) && inside(e.target, layer('ui')))).toBe(true);
      expect(edges.some((e) => inside(e.file, layer('data')) && inside(e.target, layer('data')) && e.dynamic)).toBe(true);
    });
  });

  describe("the kitchen's doors", () => {
    const KITCHEN = path.join(ROOT, 'shared/kitchen');
    const INDEX = path.join(KITCHEN, 'index');
    const LIGHT = path.join(KITCHEN, 'light');
    /** Every import of a file outside the kitchen that reaches into it: the target (no extension), and how. */
    const kitchenImports = (dir: string) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(IMPORT)].flatMap((match) => {
          const spec = match[1] ?? match[2] ?? '';
          if (!spec.startsWith('.')) return [];
          const target = path.resolve(path.dirname(file), spec).replace(/\.tsx?$/, '');
          if (!target.startsWith(`${KITCHEN}${path.sep}`)) return [];
          const typeOnly = /^(?:import|export)\s+type\b/.test(match[0]);
          return [{ where: `${path.relative(ROOT, file)} imports ${spec}`, target, typeOnly, dynamic: match[2] !== undefined }];
        });
      });

    it('the server and the tools reach the kitchen only through shared/kitchen/index.ts', () => {
      const offenders = ['sync-server'].flatMap(kitchenImports).filter((i) => i.target !== INDEX);
      expect(offenders.map((i) => i.where)).toEqual([]);
    });

    it('the client reaches the kitchen through index.ts (types, or the engine by dynamic import) or the light door light.ts', () => {
      const offenders = kitchenImports('client').filter((i) => !(i.target === LIGHT || (i.target === INDEX && (i.typeOnly || i.dynamic))));
      expect(offenders.map((i) => i.where)).toEqual([]);
    });

    it('light.ts reaches neither the engine nor the food lexicon (a screen importing it stays small)', () => {
      const seen = new Set<string>();
      const queue = [`${LIGHT}.ts`];
      while (queue.length > 0) {
        const file = queue.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const spec = match[1] ?? match[2] ?? '';
          if (!spec.startsWith('.') || /^(?:import|export)\s+type\b/.test(match[0])) continue;
          const target = path.resolve(path.dirname(file), spec);
          if (target.endsWith('.json')) {
            seen.add(target);
            continue;
          }
          const ts = [`${target}.ts`, path.join(target, 'index.ts')].find((f) => existsSync(f));
          if (ts) queue.push(ts);
        }
      }
      const reached = [...seen].map((f) => path.relative(KITCHEN, f).split(path.sep).join('/'));
      const heavy = ['engine.ts', 'adapt.ts', 'create.ts', 'surprise.ts', 'knowledge/installed.ts', 'knowledge/lexicon.json'];
      expect(reached).toContain('parse/ingredientLine.ts');
      expect(reached.filter((f) => heavy.includes(f))).toEqual([]);
    });
  });

  it("the kitchen's rewriting stages import one way (traits → choose → rewrite → titles), each from outside only through its index.ts", () => {
    const KITCHEN = path.join(ROOT, 'shared/kitchen');
    // A stage may import the stages before it, never one after it.
    const ORDER = ['traits', 'choose', 'rewrite', 'titles'];
    const stageOf = (file: string) => {
      const first = path.relative(KITCHEN, file).split(path.sep)[0] ?? '';
      return ORDER.includes(first) ? first : undefined;
    };
    const offenders: string[] = [];
    for (const file of sourceFiles(KITCHEN)) {
      const from = stageOf(file);
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1] ?? match[2] ?? '';
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        const to = stageOf(`${target}.ts`);
        if (!to || to === from) continue;
        const where = `${path.relative(ROOT, file)} imports ${spec}`;
        if (from && ORDER.indexOf(to) > ORDER.indexOf(from)) offenders.push(`${where} (a later stage)`);
        if (path.basename(target) !== 'index' && path.basename(target) !== to) offenders.push(`${where} (not through ${to}/index.ts)`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
