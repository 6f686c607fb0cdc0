import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';

/** Reads config, opens and migrates the database, listens; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = await buildApp({ config, db });

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
    } finally {
      // PGlite must close cleanly or its WAL may be unreadable on the next start.
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Server ready at ${config.publicUrl} (database: ${db.kind}${db.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
