import { and, desc, eq, isNull } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { CvFile } from '#shared/schemas/files.ts';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { fileUrl } from './store-upload.ts';

// The CV list a candidate record shows (candidates) and the refer dialog offers (referrals).

/**
 * A CV a company member added in its pipeline is that company's (decision 13): its candidate's
 * recruiter or person may read it, not send it on with a referral or an application.
 */
export const sendableCv = isNull(files.companyId);

/** A candidate's CVs, the latest first; `sendable`: only those a referral may carry. */
export async function listCandidateCvs(
  db: Queryable,
  candidateId: number,
  options: { sendable?: boolean } = {},
): Promise<CvFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.candidateId, candidateId),
        eq(files.fileTypeId, FILE_TYPE.candidateCv),
        isNull(files.deletedAt),
        options.sendable ? sendableCv : undefined,
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(20);
  return rows.map((row) => ({
    id: row.publicId,
    name: row.originalName,
    sizeBytes: row.sizeBytes,
    mimeType: row.mimeType,
    createdAt: row.createdAt.toISOString(),
    url: fileUrl(row.publicId),
  }));
}
