import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OutputBundle } from 'rollup';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from 'workbox-build';
import { precacheTiers } from '../../client/build/precacheTiers';
import { precompress } from '../../client/build/precompressPlugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function hook(plugin: Plugin, name: 'configResolved' | 'closeBundle' | 'generateBundle'): Hook {
  const value = plugin[name] as unknown;
  if (typeof value === 'function') return value as Hook;
  return (value as { handler: Hook }).handler;
}

describe('precompress (build plugin)', () => {
  it('writes .br and .gz beside compressible files of the assets folder over 1 kB, and nothing elsewhere', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
      const big = `console.log(${JSON.stringify('recipe '.repeat(400))});`;
      writeFileSync(path.join(root, 'dist', 'assets', 'index-AbC.js'), big);
      writeFileSync(path.join(root, 'dist', 'assets', 'tiny-AbC.js'), 'export {};');
      writeFileSync(path.join(root, 'dist', 'assets', 'photo-AbC.png'), Buffer.alloc(4096, 1));
      writeFileSync(path.join(root, 'dist', 'sw.js'), big);
      const plugin = precompress({ assetsDir: 'assets' });
      await hook(plugin, 'configResolved').call(undefined, { root, build: { outDir: 'dist' } } as ResolvedConfig);
      await hook(plugin, 'closeBundle').call(undefined);
      const asset = path.join(root, 'dist', 'assets', 'index-AbC.js');
      expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(big);
      expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(big);
      expect(existsSync(path.join(root, 'dist', 'assets', 'tiny-AbC.js.br'))).toBe(false);
      expect(existsSync(path.join(root, 'dist', 'assets', 'photo-AbC.png.br'))).toBe(false);
      // sw.js keeps its name across versions and may change in place: the server compresses it on the fly instead.
      expect(existsSync(path.join(root, 'dist', 'sw.js.br'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('precacheTiers (build plugin)', () => {
  it('marks as app files every script and style reached only through a dynamic import', async () => {
    const chunk = (fileName: string, name: string, isEntry: boolean, imports: string[], css: string[] = []) => ({
      type: 'chunk',
      fileName,
      name,
      isEntry,
      imports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    });
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', 'index', true, ['assets/runtime-1.js'], ['assets/index-1.css']),
      'assets/runtime-1.js': chunk('assets/runtime-1.js', 'runtime', false, []),
      'assets/workbox-window.prod.es5-1.js': chunk('assets/workbox-window.prod.es5-1.js', 'workbox-window.prod.es5', false, []),
      'assets/SignedInApp-1.js': chunk(
        'assets/SignedInApp-1.js',
        'SignedInApp',
        false,
        ['assets/store-1.js', 'assets/runtime-1.js'],
        ['assets/SignedInApp-1.css'],
      ),
      'assets/store-1.js': chunk('assets/store-1.js', 'store', false, []),
      'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css' },
      'assets/SignedInApp-1.css': { type: 'asset', fileName: 'assets/SignedInApp-1.css' },
    } as unknown as OutputBundle;
    const tiers = precacheTiers();
    await hook(tiers.plugin, 'generateBundle').call(undefined, {}, bundle);
    const entries = ['index.html', ...Object.keys(bundle)].map((url) => ({ url, revision: null, size: 1 }));
    const { manifest } = await tiers.transform(entries as (ManifestEntry & { size: number })[]);
    const app = manifest.filter((e) => (e as { tier?: string }).tier === 'app').map((e) => e.url);
    expect(app.sort()).toEqual(['assets/SignedInApp-1.css', 'assets/SignedInApp-1.js', 'assets/store-1.js']);
  });
});
