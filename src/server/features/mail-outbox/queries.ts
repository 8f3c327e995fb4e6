import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

/** The columns of a mail in the list. */
export const summary = {
  id: outboxEmails.id,
  to: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

export async function findOutboxMail(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...summary,
      html: outboxEmails.html,
      text: outboxEmails.text,
      templateCode: outboxEmails.templateCode,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  if (!row) return undefined;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
