import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLE, type RoleId } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import type { AdminUser } from '#shared/schemas/user-admin.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { isLastActiveStaff } from '../../platform/active-staff.ts';
import { audit } from '../../platform/audit.ts';
import { issueCode } from '../../platform/one-time-codes/one-time-codes.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { adminUserOf, findUser } from './queries.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

export const USER_ADMIN_MESSAGES = {
  notFound: 'User not found',
  ownRole: 'You cannot change your own role',
  ownActive: 'You cannot deactivate your own account',
  inactive: 'This account is inactive',
  lastStaffRole: 'You cannot change the role of the last active administrator',
  lastStaffActive: 'You cannot deactivate the last active administrator',
} as const;

async function target(ctx: Ctx, publicId: string) {
  const user = await findUser(ctx.db, publicId);
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return user;
}

/** Staff give a user another role (never their own: nobody locks themself out of the back office). */
export async function changeRole(
  ctx: Ctx,
  auth: AuthContext,
  publicId: string,
  roleId: RoleId,
  request: FastifyRequest,
): Promise<AdminUser> {
  const user = await target(ctx, publicId);
  if (user.id === auth.userId) throw forbidden(USER_ADMIN_MESSAGES.ownRole);
  return ctx.db.transaction(async (tx) => {
    if (
      user.roleId === ROLE.admin &&
      roleId !== ROLE.admin &&
      (await isLastActiveStaff(tx, user.id))
    )
      throw conflict(USER_ADMIN_MESSAGES.lastStaffRole);
    const [row] = await tx
      .update(users)
      .set({ roleId, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
    // The menu and rights follow the role: sessions end so the next login reads the new ones.
    await revokeUserSessions(tx, user.id);
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'user.change_role',
        entity: 'user',
        entityId: user.publicId,
        data: { from: user.roleId, to: roleId },
      },
      request,
    );
    return adminUserOf(row);
  });
}

/** Deactivating ends every session at once; login then answers `account_inactive`. */
export async function setActive(
  ctx: Ctx,
  auth: AuthContext,
  publicId: string,
  active: boolean,
  request: FastifyRequest,
): Promise<AdminUser> {
  const user = await target(ctx, publicId);
  if (user.id === auth.userId && !active) throw forbidden(USER_ADMIN_MESSAGES.ownActive);
  return ctx.db.transaction(async (tx) => {
    if (!active && user.roleId === ROLE.admin && (await isLastActiveStaff(tx, user.id)))
      throw conflict(USER_ADMIN_MESSAGES.lastStaffActive);
    const [row] = await tx
      .update(users)
      .set({ active, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
    if (!active) await revokeUserSessions(tx, user.id);
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: active ? 'user.activate' : 'user.deactivate',
        entity: 'user',
        entityId: user.publicId,
      },
      request,
    );
    return adminUserOf(row);
  });
}

/**
 * Mails the user a reset code and link: the code rules of the accounts feature (`issueCode`:
 * six digits, hashed, expiring, earlier codes voided) and its `reset_password` template, in the
 * user's own language. Staff skip the bot check and the per-address limits of the public form.
 */
export async function sendResetLink(
  ctx: Ctx,
  auth: AuthContext,
  publicId: string,
  request: FastifyRequest,
) {
  const user = await target(ctx, publicId);
  if (!user.active) throw conflict(USER_ADMIN_MESSAGES.inactive);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(ctx.db, tx, user.id, 'reset_password');
    const query = new URLSearchParams({ email: user.email, code }).toString();
    await ctx.mailer.sendTemplate(
      {
        code: 'reset_password',
        language: user.language === 'tr' ? 'tr' : 'en',
        to: user.email,
        vars: {
          firstname: user.firstname,
          code,
          link: `${ctx.config.publicUrl}${pathFor('resetPassword')}?${query}`,
        },
      },
      tx,
    );
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'user.send_reset_link',
        entity: 'user',
        entityId: user.publicId,
      },
      request,
    );
  });
  return { sent: true as const };
}
