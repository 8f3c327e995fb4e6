import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import type {
  Contact,
  ConversationDetail,
  ConversationSummary,
  StartConversationRequest,
} from '#shared/schemas/messages.ts';
import type { Queryable } from '../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  files,
  jobRecruiters,
  jobResponsibles,
  jobs,
  messages,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { canManageCompany } from '../../platform/company-access.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { inform } from '../../platform/notifications.ts';
import { lastSeenOf, presenceStatus } from '../../platform/presence.ts';
import { isJobRecruiter, isJobResponsible, responsibleStillMember } from './queries.ts';

const me = alias(conversationParticipants, 'me');
const them = alias(conversationParticipants, 'them');
const other = alias(users, 'other');

const fullName = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname}`.trim();

const unreadSql = sql<number>`(
  select count(*)::int from ${messages} m
  where m.conversation_id = ${conversations.id}
    and m.sender_user_id <> ${me.userId}
    and m.created_at > coalesce(${me.lastReadAt}, 'epoch'::timestamptz)
)`;
const lastTextSql = sql<string | null>`(
  select m.body from ${messages} m where m.conversation_id = ${conversations.id}
  order by m.created_at desc, m.id desc limit 1
)`;

async function summaries(db: Queryable, userId: number, publicId?: string) {
  const rows = await db
    .select({
      conversation: conversations,
      jobTitle: jobs.title,
      other: {
        id: other.id,
        publicId: other.publicId,
        firstname: other.firstname,
        lastname: other.lastname,
      },
      otherSeen: lastSeenOf(other.id),
      picture: files.publicId,
      unread: unreadSql,
      lastText: lastTextSql,
    })
    .from(conversations)
    .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, userId)))
    .innerJoin(them, and(eq(them.conversationId, conversations.id), ne(them.userId, userId)))
    .innerJoin(other, eq(other.id, them.userId))
    .leftJoin(files, eq(files.id, other.profilePictureFileId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(publicId ? eq(conversations.publicId, publicId) : undefined)
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(100);
  return rows.map(
    (
      row,
    ): ConversationSummary & {
      internalId: number;
      jobInternalId: number | null;
      otherInternalId: number;
    } => ({
      internalId: row.conversation.id,
      jobInternalId: row.conversation.jobId,
      otherInternalId: row.other.id,
      id: row.conversation.publicId,
      jobTitle: row.jobTitle,
      other: {
        id: row.other.publicId,
        name: fullName(row.other),
        avatarUrl: row.picture ? `/api/files/${row.picture}` : null,
        status: presenceStatus(row.otherSeen),
      },
      lastMessage: row.lastText,
      lastMessageAt: row.conversation.lastMessageAt?.toISOString() ?? null,
      unread: Number(row.unread),
    }),
  );
}

const strip = ({
  internalId: _internalId,
  ...summary
}: ConversationSummary & { internalId: number }) => summary;

export async function listConversations(db: Queryable, userId: number) {
  const items = (await summaries(db, userId)).map(strip);
  return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) };
}

/** Reading a conversation marks it read. Not a participant: not found. */
export async function readConversation(
  db: Queryable,
  userId: number,
  publicId: string,
): Promise<ConversationDetail> {
  const [summary] = await summaries(db, userId, publicId);
  if (!summary) throw notFound('Conversation not found');
  const rows = await db
    .select({ message: messages, firstname: users.firstname, lastname: users.lastname })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(eq(messages.conversationId, summary.internalId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(500);
  if (summary.unread > 0) {
    await db
      .update(conversationParticipants)
      .set({ lastReadAt: sql`now()` })
      .where(
        and(
          eq(conversationParticipants.conversationId, summary.internalId),
          eq(conversationParticipants.userId, userId),
        ),
      );
    await publishEvent(db, { userId, type: 'messages' });
  }
  return {
    conversation: { ...strip(summary), unread: 0 },
    messages: rows.map((row) => ({
      id: row.message.id,
      mine: row.message.senderUserId === userId,
      sender: fullName(row),
      text: row.message.body,
      createdAt: row.message.createdAt.toISOString(),
    })),
  };
}

async function deliver(db: Queryable, conversationId: number, senderUserId: number, text: string) {
  const [message] = await db
    .insert(messages)
    .values({ conversationId, senderUserId, body: text })
    .returning();
  if (!message) throw new Error('message insert failed');
  await db
    .update(conversations)
    .set({ lastMessageAt: message.createdAt })
    .where(eq(conversations.id, conversationId));
  await db
    .update(conversationParticipants)
    .set({ lastReadAt: message.createdAt })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, senderUserId),
      ),
    );
  const recipients = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        ne(conversationParticipants.userId, senderUserId),
      ),
    );
  const [sender] = await db.select().from(users).where(eq(users.id, senderUserId));
  for (const { userId } of recipients) {
    await publishEvent(db, { userId, type: 'messages' });
    await inform(db, userId, {
      event: 'newMessage',
      params: {
        sender: sender
          ? fullName(sender)
          : (language) => (language === 'tr' ? 'bir kullanıcı' : 'a user'),
        text: text.length > 140 ? `${text.slice(0, 137)}...` : text,
      },
      type: 'mention',
      senderUserId,
      link: pathFor('messages'),
    });
  }
  return message;
}

export async function sendMessage(
  db: Queryable,
  sender: { userId: number; roleId: number },
  publicId: string,
  text: string,
) {
  const [summary] = await summaries(db, sender.userId, publicId);
  if (!summary) throw notFound('Conversation not found');
  // The company's side writes and is written to as a responsible of the job: one who left the
  // company (or the job) reads the conversation still, but nobody writes in it to them any more.
  const companySide = sender.roleId === ROLE.recruiter ? summary.otherInternalId : sender.userId;
  if (
    summary.jobInternalId !== null &&
    !(await isJobResponsible(db, summary.jobInternalId, companySide))
  )
    throw forbidden('You cannot write to this user about this job');
  await deliver(db, summary.internalId, sender.userId, text);
  return summary.id;
}

/**
 * A recruiter and a job's company responsibles may write to each other: a recruiter to a
 * responsible of the job, a responsible to a recruiter who referred to or is assigned to the job.
 * The same pair and job reuse one conversation.
 */
export async function startConversation(
  db: Queryable,
  sender: { userId: number; roleId: number },
  input: StartConversationRequest,
) {
  const [job] = await db
    .select({ id: jobs.id, statusId: jobs.statusId, companyId: jobs.companyId })
    .from(jobs)
    .where(eq(jobs.publicId, input.jobId));
  const [recipient] = await db
    .select({ id: users.id, roleId: users.roleId, active: users.active })
    .from(users)
    .where(eq(users.publicId, input.recipientId));
  if (!job || !recipient || !recipient.active) throw notFound('Recipient not found');
  // A recruiter sees open jobs and the jobs they referred to or were assigned: any other job (a
  // draft, another's filled job) is answered as if it did not exist.
  if (
    sender.roleId === ROLE.recruiter &&
    job.statusId !== JOB_STATUS.open &&
    !(await isJobRecruiter(db, job.id, sender.userId))
  )
    throw notFound('Recipient not found');
  // Anyone else sees open jobs and their own company's: another company's draft is not confirmed.
  if (
    sender.roleId !== ROLE.recruiter &&
    job.statusId !== JOB_STATUS.open &&
    !(await canManageCompany(db, sender, job.companyId))
  )
    throw notFound('Recipient not found');
  if (recipient.id === sender.userId) throw forbidden('You cannot write to yourself');

  const allowed =
    (sender.roleId === ROLE.recruiter && (await isJobResponsible(db, job.id, recipient.id))) ||
    (recipient.roleId === ROLE.recruiter &&
      (await isJobResponsible(db, job.id, sender.userId)) &&
      (await isJobRecruiter(db, job.id, recipient.id)));
  if (!allowed) throw forbidden('You cannot write to this user about this job');

  const [existing] = await db
    .select({ id: conversations.id, publicId: conversations.publicId })
    .from(conversations)
    .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, sender.userId)))
    .innerJoin(them, and(eq(them.conversationId, conversations.id), eq(them.userId, recipient.id)))
    .where(eq(conversations.jobId, job.id))
    .limit(1);
  let conversation = existing;
  if (!conversation) {
    const [created] = await db
      .insert(conversations)
      .values({ jobId: job.id })
      .returning({ id: conversations.id, publicId: conversations.publicId });
    if (!created) throw new Error('conversation insert failed');
    await db.insert(conversationParticipants).values([
      { conversationId: created.id, userId: sender.userId },
      { conversationId: created.id, userId: recipient.id },
    ]);
    conversation = created;
  }
  await deliver(db, conversation.id, sender.userId, input.text);
  return conversation.publicId;
}

/** Who the caller may start a conversation with, per job. */
export async function listContacts(
  db: Queryable,
  userId: number,
  roleId: number,
): Promise<Contact[]> {
  const base = {
    userPublicId: users.publicId,
    firstname: users.firstname,
    lastname: users.lastname,
    lastSeenAt: lastSeenOf(users.id),
    jobPublicId: jobs.publicId,
    jobTitle: jobs.title,
  };
  type Row = {
    userPublicId: string;
    firstname: string;
    lastname: string;
    lastSeenAt: Date | null;
    jobPublicId: string;
    jobTitle: string;
  };
  let rows: Row[];
  if (roleId === ROLE.recruiter) {
    const myJobs = sql`(
      select ${referrals.jobId} from ${referrals} where ${referrals.referrerUserId} = ${userId}
      union select ${jobRecruiters.jobId} from ${jobRecruiters} where ${jobRecruiters.userId} = ${userId}
    )`;
    rows = await db
      .selectDistinct(base)
      .from(jobResponsibles)
      .innerJoin(jobs, eq(jobs.id, jobResponsibles.jobId))
      .innerJoin(users, eq(users.id, jobResponsibles.userId))
      .where(and(sql`${jobs.id} in ${myJobs}`, eq(users.active, true), responsibleStillMember))
      .orderBy(jobs.title, users.firstname)
      .limit(200);
  } else {
    const recruiters = sql`(
      select ${referrals.referrerUserId} as user_id, ${referrals.jobId} as job_id from ${referrals}
      union select ${jobRecruiters.userId}, ${jobRecruiters.jobId} from ${jobRecruiters}
    )`;
    rows = await db
      .selectDistinct(base)
      .from(jobResponsibles)
      .innerJoin(jobs, eq(jobs.id, jobResponsibles.jobId))
      .innerJoin(
        users,
        sql`(${users.id}, ${jobs.id}) in (select user_id, job_id from ${recruiters} r)`,
      )
      .where(
        and(
          eq(jobResponsibles.userId, userId),
          eq(users.roleId, ROLE.recruiter),
          eq(users.active, true),
          responsibleStillMember,
        ),
      )
      .orderBy(jobs.title, users.firstname)
      .limit(200);
  }
  return rows.map((row) => ({
    id: row.userPublicId,
    name: fullName(row),
    jobId: row.jobPublicId,
    jobTitle: row.jobTitle,
    status: presenceStatus(row.lastSeenAt),
  }));
}
