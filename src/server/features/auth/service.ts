import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { assertStrongPassword, personalInputs } from '../../infra/password-strength.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import {
  createLoginSession,
  revokeUserSessions,
  type SessionMeta,
} from '../../platform/auth/sessions.ts';
import { countPasswordRecheck } from '../../platform/auth/password-recheck-limit.ts';

// Verifying against a real hash when the e-mail is unknown keeps the answer time the same.
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashPassword('decoy-password-Aa1'));

export type LoginHooks = {
  /** The right password on an account whose e-mail is not confirmed yet. */
  onUnconfirmed?: (user: typeof users.$inferSelect) => Promise<void>;
};

/** Checks the password of the account found by e-mail (or of none: same answer, same time). */
export async function login(
  db: Database,
  user: typeof users.$inferSelect | undefined,
  password: string,
  ttlDays: number,
  meta: SessionMeta,
  request?: FastifyRequest,
  hooks: LoginHooks = {},
) {
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await timingDecoy(), password), false);
  if (!user || !valid) throw new AppError(401, 'invalid_credentials', 'Email or password is wrong');
  if (!user.active)
    throw new AppError(403, 'account_inactive', 'This account has been deactivated');
  if (!user.emailConfirmed) {
    await hooks.onUnconfirmed?.(user);
    throw new AppError(
      403,
      'email_not_confirmed',
      'Please accept your email confirmation before you Login',
      {
        email: user.email,
      },
    );
  }
  const session = await createLoginSession(db, user.id, ttlDays, meta, request);
  return { user, ...session };
}

export async function changePassword(
  db: Database,
  auth: { userId: number; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  request?: FastifyRequest,
) {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (user?.passwordHash) await countPasswordRecheck(db, user.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, 'wrong_password', 'The current password is wrong');
  }
  assertStrongPassword(
    input.newPassword,
    personalInputs([user.firstname, user.lastname, user.email]),
    'newPassword',
  );
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Other devices must log in again with the new password.
    await revokeUserSessions(tx, user.id, auth.sessionId);
    await audit(
      tx,
      { actorUserId: user.id, action: 'change_password', entity: 'user', entityId: user.id },
      request,
    );
  });
}
