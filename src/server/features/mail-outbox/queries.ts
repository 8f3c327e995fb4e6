import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { MailOutboxQuery } from '#shared/schemas/mail-outbox.ts';
import type { Queryable } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/escape-like.ts';

const SORT_COLUMNS = {
  createdAt: outboxEmails.createdAt,
  to: sql`lower(${outboxEmails.toAddress})`,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
} as const;

const summary = {
  id: outboxEmails.id,
  to: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

function whereOf(query: MailOutboxQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(outboxEmails.status, query.status));
  if (query.q) filters.push(ilike(outboxEmails.toAddress, `%${escapeLike(query.q)}%`));
  return filters.length ? and(...filters) : undefined;
}

/** One page of the outbox, newest first by default; the id breaks ties so pages never overlap. */
export async function listOutbox(db: Queryable, query: MailOutboxQuery) {
  const where = whereOf(query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(outboxEmails)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(outboxEmails.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(outboxEmails).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    size: query.size,
  };
}

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
