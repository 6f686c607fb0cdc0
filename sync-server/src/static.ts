import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Files that must be revalidated on every load so a new deployment is picked up. */
const NO_CACHE_FILES = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'registerSW.js']);

/** Answers a not-found request with index.html when it is a client route; false when it is not one. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built client (vite build output) when it exists; dev runs Vite separately and
 * skips this. Unknown non-/api GET paths get index.html so client routes survive a reload.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir = DEFAULT_CLIENT_DIR): Promise<SpaFallback> {
  if (!existsSync(path.join(clientDir, 'index.html'))) return () => false;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    // dist/assets/*.br and *.gz, written at build (client/build/precompressPlugin.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const name = path.basename(filePath);
      if (NO_CACHE_FILES.has(name)) reply.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';
    if (!isPage) return false;
    reply.header('Cache-Control', 'no-cache');
    reply.sendFile('index.html');
    return true;
  };
}
