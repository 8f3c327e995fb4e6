import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { files, roles, users } from '../../db/schema/index.ts';

/** The columns the session shows, not the whole row (password hash and all): on every page load. */
export const sessionUserColumns = {
  user: {
    publicId: users.publicId,
    roleId: users.roleId,
    email: users.email,
    firstname: users.firstname,
    lastname: users.lastname,
    emailConfirmed: users.emailConfirmed,
    linkedinPage: users.linkedinPage,
    language: users.language,
  },
  roleCode: roles.code,
  pictureId: files.publicId,
};

function sessionUserQuery(db: Queryable) {
  return db
    .select(sessionUserColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(files, eq(files.id, users.profilePictureFileId))
    .where(eq(users.id, sql.placeholder('userId')));
}

type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['execute']>>[number];

export function toSessionUser(row: SessionUserRow): SessionUser {
  const { user } = row;
  return {
    id: user.publicId,
    roleId: user.roleId,
    roleCode: row.roleCode,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    emailConfirmed: user.emailConfirmed,
    linkedinPage: user.linkedinPage,
    language: user.language,
    profilePictureUrl: row.pictureId ? `/api/files/${row.pictureId}` : null,
  };
}

/** Read on every page load (`/me`). */
const preparedFor = preparedPerDatabase((db) => prepareRows(sessionUserQuery(db), 'session_user'));

export async function loadSessionUser(
  db: Queryable,
  userId: number,
): Promise<SessionUser | undefined> {
  const [row] = await preparedFor(db).execute({ userId });
  return row ? toSessionUser(row) : undefined;
}
