import type { FastifyInstance } from 'fastify';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import type { Database } from '../../sync-server/src/db/types';

let counter = 0;

/** A real, verified user row on the plan given, with the Authorization header of its access token. */
export async function createPlanUser(
  app: FastifyInstance,
  db: Database,
  plan: 'free' | 'chef' | 'master-chef' | 'enterprise' = 'free',
): Promise<{ id: string; headers: { authorization: string } }> {
  counter += 1;
  const email = `gen${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const user = await insertUser(db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
  if (!user) throw new Error('could not create the test user');
  await db.query('UPDATE users SET plan = $2 WHERE id = $1', [user.id, plan]);
  const token = app.issueAccessToken({ id: user.id, email, emailVerified: true, provider: 'password' });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}
