import { and, count, eq, sql } from 'drizzle-orm';
import {
  mailOutboxQuerySchema,
  mailOutboxResponseSchema,
  type MailOutboxQuery,
  type OutboxMail,
} from '#shared/schemas/mail-outbox.ts';
import type { Queryable } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { summary } from './queries.ts';

const select = (db: Queryable) => db.select(summary).from(outboxEmails);
type Row = Awaited<ReturnType<typeof select>>[number];

/**
 * The outbox (menu `mailOutbox`), newest first by default. Mail holds confirmation codes and
 * reset links, so the list must not even be seen to exist by anyone but staff: 404 for all others.
 */
export const outboxList: ListResource<MailOutboxQuery, null, Row, OutboxMail> = {
  base: '/api/mail-outbox',
  tags: ['mail-outbox'],
  rights: { menu: 'mailOutbox', refuse: 'not-found' },
  schemas: { query: mailOutboxQuerySchema, page: mailOutboxResponseSchema },
  scope: () => null,
  select,
  count: (db) => db.select({ value: count() }).from(outboxEmails),
  where: (query) =>
    and(
      query.status ? eq(outboxEmails.status, query.status) : undefined,
      textMatch(query.q, [outboxEmails.toAddress]),
    ),
  sorts: () => ({
    createdAt: outboxEmails.createdAt,
    to: sql`lower(${outboxEmails.toAddress})`,
    subject: outboxEmails.subject,
    status: outboxEmails.status,
  }),
  tieBreak: { column: outboxEmails.id, order: 'same' },
  toItem: (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }),
};
