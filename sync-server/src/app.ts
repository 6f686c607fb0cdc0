import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import analyticsRoutes from './analytics/analyticsRoutes';
import accessToken from './auth/accessToken';
import accountsPlugin from './auth/accountsPlugin';
import billingRoutes from './billing/billingRoutes';
import compression from './compression';
import type { Config, TrustProxy } from './config';
import contactRoutes from './contact/contactRoutes';
import type { Database } from './db/types';
import errors, { sendNotFound } from './errors';
import generateRoutes from './generate/generateRoutes';
import offlineUsageRoutes from './generate/offlineUsageRoutes';
import health from './health';
import { appPageScriptHashes } from './http/inlineScripts';
import { registerJsonBodyParser } from './http/jsonBodyParser';
import { securityHeaders } from './http/securityHeaders';
import { registerZodSchemas } from './http/zodSchemas';
import imageRoutes from './images/imageRoutes';
import { logSerializers } from './logRedaction';
import unsubscribeRoutes from './mail/unsubscribeRoutes';
import recipeLinkRoutes from './recipeLink/recipeLinkRoutes';
import publicStatsRoutes from './site/publicStatsRoutes';
import { registerClientFiles } from './static';
import syncRoutes from './sync/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** false = silent; true = pino at config.logLevel; or a logger instance. */
  logger?: boolean | FastifyBaseLogger;
  /** Folder of the built client; defaults to dist/. */
  clientDir?: string;
}

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The CSP the built client runs under: own scripts only (the app page's inline scripts by their hashes; plus the external analytics tag's origin when
 * ANALYTICS_SCRIPT_URL is set; the client loads it only with analytics consent), images from anywhere over https.
 */
const contentSecurityPolicy = (analyticsScriptUrl: string | undefined, inlineScripts: readonly string[]) => {
  const analytics = analyticsScriptUrl ? [new URL(analyticsScriptUrl).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts, ...analytics],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...analytics],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
};

/** A hop count trusts the socket's peer and the entries the next proxies appended, right to left. */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/** Builds the server from plugins; does not listen (tests use app.inject or listen themselves). */
export async function buildApp({ config, db, logger, clientDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === undefined || logger === true
        ? { level: config.logLevel, serializers: logSerializers }
        : logger === false
          ? false
          : undefined,
    ...(typeof logger === 'object' ? { loggerInstance: logger } : {}),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.decorate('db', db);
  app.decorate('config', config);

  // 1. Errors first, so every later plugin's failures answer JSON { error, message } without a stack.
  await app.register(errors);
  // JSON bodies are refused while they arrive when too large or too deeply nested.
  registerJsonBodyParser(app);
  // Route schemas are zod: input checked before each handler (failures are the 400 answers above), replies serialised by their schema.
  registerZodSchemas(app);
  // 2. Security headers and CORS (closed unless CORS_ORIGINS lists origins).
  await app.register(securityHeaders, {
    contentSecurityPolicy: contentSecurityPolicy(config.analyticsScriptUrl, appPageScriptHashes(clientDir)),
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false, credentials: true });
  // Replies over ~1 kB compressed (never the SSE stream); before every route so each gets the hook.
  await app.register(compression);
  // 3. Request helpers: cookies (refresh token), access tokens (requireUser / requireVerifiedUser).
  await app.register(cookie);
  await app.register(accessToken, { config, db });
  // 4. Core routes.
  await app.register(health);
  await app.register(syncRoutes, { prefix: '/api/sync' });

  // 5. Feature plugins: accounts (/api/auth, /api/account), generation, image search.
  await app.register(accountsPlugin, { config, db });
  await app.register(generateRoutes);
  await app.register(offlineUsageRoutes);
  await app.register(recipeLinkRoutes);
  await app.register(imageRoutes);
  await app.register(billingRoutes, { prefix: '/api/billing' });
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(publicStatsRoutes, { prefix: '/api/stats' });
  await app.register(unsubscribeRoutes, { prefix: '/api/mail' });

  // 6. Last: the built client and its SPA fallback; everything else unknown is a JSON 404.
  const spaFallback = await registerClientFiles(app, clientDir, config.publicUrl);
  app.setNotFoundHandler((request, reply) => {
    if (!spaFallback(request, reply)) sendNotFound(request, reply);
  });
  return app;
}
