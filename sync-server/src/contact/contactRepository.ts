import type { ContactMessage } from '../../../shared/schemas/contact';
import type { Queryable } from '../db/types';

export async function insertContactMessage(db: Queryable, message: ContactMessage): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [message.name, message.email, message.subject, message.message],
  );
  return Number(rows[0]?.id);
}
