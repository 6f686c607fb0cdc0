import { pathToFileURL } from 'node:url';
import { isPlanId, PLAN_IDS } from '../../shared/domain/plans';
import { updateUserAndEntitlements } from './account/entitlements';
import { findUserByEmail, setAdmin, setPlan, type UserRecord } from './auth/userRepository';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import type { Database } from './db/types';

/**
 * Admin command on the configured database (DATABASE_URL or the PGlite folder in DATA_DIR):
 *   npm run admin -- set-plan <email> <free|chef|master-chef|enterprise>
 *   npm run admin -- set-admin <email> <true|false>
 * The user's entitlements document is rewritten too, so their devices learn the change through sync.
 */
const USAGE = `Usage:
  npm run admin -- set-plan <email> <${PLAN_IDS.join('|')}>
  npm run admin -- set-admin <email> <true|false>`;

type Command =
  | { kind: 'set-plan'; email: string; plan: (typeof PLAN_IDS)[number] }
  | { kind: 'set-admin'; email: string; isAdmin: boolean };

export function parseAdminArgs(args: readonly string[]): Command {
  const [command, email, value] = args;
  if (!email || value === undefined || args.length !== 3) throw new Error(USAGE);
  if (command === 'set-plan') {
    if (!isPlanId(value)) throw new Error(`Unknown plan "${value}". Plans: ${PLAN_IDS.join(', ')}`);
    return { kind: 'set-plan', email, plan: value };
  }
  if (command === 'set-admin') {
    if (value !== 'true' && value !== 'false') throw new Error(`set-admin takes true or false, got "${value}"`);
    return { kind: 'set-admin', email, isAdmin: value === 'true' };
  }
  throw new Error(USAGE);
}

export async function runAdminCommand(db: Database, command: Command): Promise<UserRecord> {
  const user = await findUserByEmail(db, command.email);
  if (!user) throw new Error(`No account with the email ${command.email}`);
  const updated = await updateUserAndEntitlements(db, user.id, (tx) =>
    command.kind === 'set-plan' ? setPlan(tx, user.id, command.plan) : setAdmin(tx, user.id, command.isAdmin),
  );
  if (!updated) throw new Error(`No account with the email ${command.email}`);
  return updated;
}

async function main(): Promise<void> {
  const command = parseAdminArgs(process.argv.slice(2));
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const user = await runAdminCommand(db, command);
    console.log(`${user.email}: plan ${user.plan}, admin ${user.isAdmin}`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
