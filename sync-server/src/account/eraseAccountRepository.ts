import type { Queryable } from '../db/types';

/** Columns that name the owning user in any table, today's and those later migrations add. */
const OWNER_COLUMNS = ['owner', 'user_id'] as const;

/** Every (table, column) of the public schema holding a user's id, except users itself. */
export async function userOwnedTables(db: Queryable): Promise<{ table: string; column: string }[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = ANY($1::text[]) AND table_name <> 'users'
     ORDER BY table_name`,
    [[...OWNER_COLUMNS]],
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Deletes every row of the user in one transaction: documents (recipes, plans, settings), images (the
 * image store's table has an owner column), usage, consents, tokens, then the user. Found by column name, so tables added later are
 * covered too. Returns the number of rows deleted per table.
 */
export async function eraseUserRows(tx: Queryable, userId: string): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { table, column } of await userOwnedTables(tx)) {
    const result = await tx.query(`DELETE FROM ${quoteIdent(table)} WHERE ${quoteIdent(column)} = $1`, [userId]);
    deleted[table] = (deleted[table] ?? 0) + result.rowCount;
  }
  const users = await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  deleted.users = users.rowCount;
  return deleted;
}
