import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Replies smaller than this gain less from compression than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's default quality (11) is for build-time files; per reply it costs more CPU than it saves time. */
const BROTLI_QUALITY_PER_REPLY = 4;
const GZIP_LEVEL_PER_REPLY = 6;

/**
 * Compresses API replies (and unhashed client files, which have no precompressed copy) over ~1 kB
 * with brotli or gzip, as the client accepts. Never the sync stream: it is hijacked and written raw
 * (sse.ts), and `text/event-stream` is not compressible to @fastify/compress either. Register it
 * before the routes: it adds its hooks to routes registered after it.
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REPLY } },
    zlibOptions: { level: GZIP_LEVEL_PER_REPLY },
  });
}

export default fp(compression, { name: 'compression' });
