import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Worth compressing: text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` beside every compressible file of the
 * build's hashed-assets folder, for @fastify/static's preCompressed serving. Files outside it
 * (index.html, sw.js, the manifest) keep their names across versions and may be changed in place,
 * so a copy beside them could go stale: the server compresses those on the fly instead.
 */
export function precompress(options: { assetsDir: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'recipe-kitchen:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const assets = path.join(outDir, options.assetsDir);
        for (const file of filesUnder(assets)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          const gzip = gzipSync(body, { level: 9 });
          if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}
