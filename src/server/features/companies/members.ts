import crypto from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLE } from '#shared/constants/roles.ts';
import { INVITATION_TTL_DAYS } from '#shared/schemas/companies.ts';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database, Queryable } from '../../db/client.ts';
import {
  companies,
  companyInvitations,
  companyMembers,
  jobResponsibles,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { addMember, invitationTokenHash } from '../../platform/company-invitations.ts';
import { inform } from '../../platform/notifications.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * The company a company member works for: their oldest current membership. Members of no company
 * get 404, so the profile never exposes another company.
 */
export async function callerCompanyId(db: Queryable, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, auth.userId), isNull(companyMembers.removedAt)))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.companyId))
    .limit(1);
  if (!row) throw notFound('Company not found');
  return row.companyId;
}

/**
 * Invite rule: an existing company-role user who is a current member of no company is added at
 * once and notified (notification and e-mail). An e-mail without an account gets an invitation
 * with a single-use token valid for INVITATION_TTL_DAYS. Anyone else (another role, a member of a
 * company already) is refused with 409.
 */
export async function inviteMember(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  email: string,
  request: FastifyRequest,
): Promise<'added' | 'invited'> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
  const [inviter] = await ctx.db.select().from(users).where(eq(users.id, auth.userId));
  const inviterName = inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : company.name;
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

  if (existing) {
    if (existing.roleId !== ROLE.company)
      throw new AppError(
        409,
        'conflict',
        'This e-mail belongs to an account that is not a company account',
        {
          fields: { email: 'companies.members.notCompanyAccount' },
        },
      );
    const [current] = await ctx.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, existing.id), isNull(companyMembers.removedAt)));
    if (current)
      throw new AppError(409, 'conflict', 'This person is already a member of a company', {
        fields: {
          email:
            current.companyId === companyId
              ? 'companies.members.alreadyMember'
              : 'companies.members.otherCompany',
        },
      });
    await ctx.db.transaction(async (tx) => {
      // Lock the user so two companies adding the same free account cannot both succeed.
      await tx.execute(sql`select id from users where id = ${existing.id} for update`);
      const [joined] = await tx
        .select({ companyId: companyMembers.companyId })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, existing.id), isNull(companyMembers.removedAt)));
      if (joined)
        throw new AppError(409, 'conflict', 'This person is already a member of a company', {
          fields: { email: 'companies.members.otherCompany' },
        });
      await addMember(tx, companyId, existing.id);
      const link = pathFor('companyProfile');
      await inform(tx, existing.id, {
        event: 'memberAdded',
        params: { company: company.name, inviter: inviterName },
        type: 'mention',
        link,
        senderUserId: auth.userId,
      });
      await ctx.mailer.sendTemplate(
        {
          code: 'company_member_added',
          language: existing.language === 'tr' ? 'tr' : 'en',
          to: existing.email,
          vars: {
            firstname: existing.firstname,
            inviterName,
            companyName: company.name,
            link: `${ctx.config.publicUrl}${link}`,
          },
        },
        tx,
      );
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'company.member_added',
          entity: 'company',
          entityId: companyId,
          data: { userId: existing.id },
        },
        request,
      );
    });
    return 'added';
  }

  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(companyInvitations).values({
      companyId,
      email: email.toLowerCase(),
      tokenHash: invitationTokenHash(token),
      invitedByUserId: auth.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    });
    const query = new URLSearchParams({ invite: token }).toString();
    await ctx.mailer.sendTemplate(
      {
        code: 'company_invitation',
        language: inviter?.language === 'tr' ? 'tr' : 'en',
        to: email,
        vars: {
          inviterName,
          companyName: company.name,
          link: `${ctx.config.publicUrl}${pathFor('companySignup')}?${query}`,
          expiresDays: String(INVITATION_TTL_DAYS),
        },
      },
      tx,
    );
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'company.member_invited',
        entity: 'company',
        entityId: companyId,
        data: { email: email.toLowerCase() },
      },
      request,
    );
  });
  return 'invited';
}

/**
 * Ends a membership (`removed_at`); the user and the history stay. The last current member, and
 * the last owner, cannot be removed (a company always keeps someone who can manage it). A user who is not a current
 * member of this company is answered 404.
 */
export async function removeMember(
  db: Database,
  auth: AuthContext,
  companyId: number,
  userPublicId: string,
  request: FastifyRequest,
) {
  await db.transaction(async (tx) => {
    // Lock the company's rows so two removals cannot both pass the last-member check.
    await tx.execute(sql`select id from companies where id = ${companyId} for update`);
    const [member] = await tx
      .select({ userId: users.id, isOwner: companyMembers.isOwner })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(users.publicId, userPublicId),
          isNull(companyMembers.removedAt),
        ),
      );
    if (!member) throw notFound('Member not found');
    const [current] = await tx
      .select({ value: count() })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)));
    if ((current?.value ?? 0) <= 1)
      throw new AppError(409, 'conflict', 'The last member of a company cannot be removed', {
        reason: 'last_member',
      });
    if (member.isOwner) {
      const [owners] = await tx
        .select({ value: count() })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            eq(companyMembers.isOwner, true),
            isNull(companyMembers.removedAt),
          ),
        );
      if ((owners?.value ?? 0) <= 1)
        throw new AppError(409, 'conflict', 'The last owner of a company cannot be removed', {
          reason: 'last_owner',
        });
    }
    await tx
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(
        and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, member.userId)),
      );
    // A person who left no longer answers for the company's jobs: not on job detail, not to
    // recruiters writing about them, not in their own contacts.
    const released = await tx
      .delete(jobResponsibles)
      .where(
        and(
          eq(jobResponsibles.userId, member.userId),
          sql`${jobResponsibles.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${companyId})`,
        ),
      )
      .returning({ jobId: jobResponsibles.jobId });
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'company.member_removed',
        entity: 'company',
        entityId: companyId,
        data: { userId: member.userId, responsibleOfJobs: released.map((row) => row.jobId) },
      },
      request,
    );
  });
}
