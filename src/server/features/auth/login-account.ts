import { isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { files, roles, sessions, users } from '../../db/schema/index.ts';
import { toSessionUser } from '../../platform/auth/session-user.ts';
import { normaliseEmail } from '../../platform/users-by-email.ts';

/** An address the owner logged in from within this many days counts as the owner's. */
const KNOWN_IP_DAYS = 90;

export type LoginAccount = {
  user: typeof users.$inferSelect | undefined;
  /** What the session shows of the user, should this login succeed. */
  sessionUser: SessionUser | undefined;
  /** The owner logged in from this address within `KNOWN_IP_DAYS`. */
  ownerIp: boolean;
};

function loginAccountQuery(db: Queryable) {
  return db
    .select({
      user: users,
      roleCode: roles.code,
      pictureId: files.publicId,
      ownerIp: sql<boolean>`EXISTS (
        SELECT 1 FROM ${sessions}
        WHERE ${sessions.userId} = coalesce(${users.id}, 0)
          AND ${sessions.ip} = ${sql.placeholder('address')}::inet
          AND ${sessions.createdAt} > now() - make_interval(days => ${KNOWN_IP_DAYS}))`,
    })
    .from(sql`(SELECT 1) AS "one"`)
    .leftJoin(users, eq(sql`lower(${users.email})`, sql.placeholder('email')))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(files, eq(files.id, users.profilePictureFileId));
}

/** Read on every password login: prepared, as its plan cost more than its run. */
const preparedFor = preparedPerDatabase((db) =>
  prepareRows(loginAccountQuery(db), 'login_account'),
);

export async function findLoginAccount(
  db: Queryable,
  email: string,
  ip: string,
): Promise<LoginAccount> {
  // A forwarded-for header is the caller's text: only a real address is compared.
  const address = isIP(ip) === 0 ? null : ip;
  const [row] = await preparedFor(db).execute({ email: normaliseEmail(email), address });
  const user = row?.user ?? undefined;
  return {
    user,
    sessionUser:
      user && row?.roleCode
        ? toSessionUser({ user, roleCode: row.roleCode, pictureId: row.pictureId })
        : undefined,
    ownerIp: row?.ownerIp === true,
  };
}
