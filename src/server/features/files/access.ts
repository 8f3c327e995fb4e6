import { and, eq, isNull, not, or, sql } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  companyMembers,
  jobs,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { FileRow } from '../../platform/files/store-upload.ts';
import { referralObjected } from '../../platform/consents/referral-objected.ts';

/** Pictures and logos are shown on public pages; everything else is private. */
export const isPublicFile = (file: Pick<FileRow, 'fileTypeId'>) =>
  file.fileTypeId === FILE_TYPE.profilePicture || file.fileTypeId === FILE_TYPE.logo;

/**
 * Who may read a private file (a CV): staff, its uploader, the candidate and the recruiter owning
 * the candidate record, the referrer of a referral that carries the candidate, and the members of
 * the company whose job received that CV (on the referral or in its status history). A company
 * member's own upload (a CV added in the pipeline) is the company's it was added at: it stays
 * readable while the member belongs to that company and it has a referral of that candidate the
 * person has not objected to, not after they leave or the person objects, nor through another
 * company of theirs.
 */
export async function canReadFile(
  db: Queryable,
  file: FileRow,
  auth: AuthContext | null,
): Promise<boolean> {
  if (isPublicFile(file)) return true;
  if (!auth) return false;
  if (auth.roleId === ROLE.admin) return true;
  const uploader = file.ownerUserId === auth.userId;
  // A file about a candidate is read through the candidate below (its owner, the person, a
  // referrer, the company), not by whoever uploaded it: a company member whose role staff changed
  // would otherwise keep the CVs they added in the pipeline.
  if (uploader && file.candidateId === null) return true;
  if (file.candidateId !== null) {
    const [owner] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.id, file.candidateId),
          or(eq(candidates.ownerUserId, auth.userId), eq(candidates.userId, auth.userId)),
        ),
      );
    if (owner) return true;
    const [referrer] = await db
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(eq(referrals.candidateId, file.candidateId), eq(referrals.referrerUserId, auth.userId)),
      )
      .limit(1);
    if (referrer) return true;
  }
  // Membership counts for company members only, as in canManageCompany: one whose role staff
  // changed keeps the row (the role may come back), not the company's CVs.
  if (auth.roleId !== ROLE.company) return false;
  const carriesFile = or(
    eq(referrals.cvFileId, file.id),
    sql`exists (select 1 from ${referralStatusHistory} h where h.referral_id = ${referrals.id} and h.cv_file_id = ${file.id})`,
    uploader && file.candidateId !== null && file.companyId !== null
      ? and(eq(referrals.candidateId, file.candidateId), eq(jobs.companyId, file.companyId))
      : undefined,
  );
  const [member] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, jobs.companyId),
        eq(companyMembers.userId, auth.userId),
        isNull(companyMembers.removedAt),
      ),
    )
    .where(and(carriesFile, not(referralObjected)))
    .limit(1);
  return Boolean(member);
}
