import crypto from 'node:crypto';
import { ROLE, type RoleId } from '#shared/constants/roles.ts';
import type { Queryable } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/infra/passwords.ts';

export const TEST_PASSWORD = 'Test1234!';
let testPasswordHash: Promise<string> | undefined;

export type UserOverrides = Partial<typeof users.$inferInsert> & {
  roleId?: RoleId;
  password?: string;
};

/** Inserts a confirmed, active user; anything can be overridden. */
export async function createUser(db: Queryable, overrides: UserOverrides = {}) {
  const { password, ...values } = overrides;
  const passwordHash =
    password === undefined
      ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const unique = crypto.randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique}@example.test`,
      firstname: 'Test',
      lastname: `User ${unique}`,
      roleId: ROLE.candidate,
      emailConfirmed: true,
      passwordHash,
      ...values,
    })
    .returning();
  if (!user) throw new Error('createUser failed');
  return user;
}
