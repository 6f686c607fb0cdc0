import { pathToFileURL } from 'node:url';
import { isPlanId, PLAN_IDS } from '../../shared/domain/plans';
import { updateUserAndEntitlements } from './account/entitlements';
import { analyticsSummary } from './analytics/analyticsRepository';
import { formatAnalyticsSummary } from './analytics/formatSummary';
import { findUserByEmail, setAdmin, setPlan, type UserRecord } from './auth/userRepository';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import type { Database } from './db/types';

/**
 * Admin command on the configured database (DATABASE_URL or the PGlite folder in DATA_DIR):
 *   npm run admin -- set-plan <email> <free|chef|master-chef|enterprise>
 *   npm run admin -- set-admin <email> <true|false>
 *   npm run admin -- stats [days]     (first-party analytics of the last days, 30 by default)
 * The user's entitlements document is rewritten too, so their devices learn the change through sync.
 */
const USAGE = `Usage:
  npm run admin -- set-plan <email> <${PLAN_IDS.join('|')}>
  npm run admin -- set-admin <email> <true|false>
  npm run admin -- stats [days]`;

type UserCommand =
  | { kind: 'set-plan'; email: string; plan: (typeof PLAN_IDS)[number] }
  | { kind: 'set-admin'; email: string; isAdmin: boolean };

/** `stats [days]`: the number of days, or null when the arguments are another command. */
export function parseStatsArgs(args: readonly string[]): number | null {
  if (args[0] !== 'stats') return null;
  const days = args[1] === undefined ? 30 : Number(args[1]);
  if (!Number.isInteger(days) || days < 1 || days > 3650 || args.length > 2) throw new Error(USAGE);
  return days;
}

export function parseAdminArgs(args: readonly string[]): UserCommand {
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

export async function runAdminCommand(db: Database, command: UserCommand): Promise<UserRecord> {
  const user = await findUserByEmail(db, command.email);
  if (!user) throw new Error(`No account with the email ${command.email}`);
  const updated = await updateUserAndEntitlements(db, user.id, (tx) =>
    command.kind === 'set-plan' ? setPlan(tx, user.id, command.plan) : setAdmin(tx, user.id, command.isAdmin),
  );
  if (!updated) throw new Error(`No account with the email ${command.email}`);
  return updated;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const statsDays = parseStatsArgs(args);
  const command = statsDays === null ? parseAdminArgs(args) : null;
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    if (!command) {
      console.log(formatAnalyticsSummary(await analyticsSummary(db, statsDays ?? 30)));
      return;
    }
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
