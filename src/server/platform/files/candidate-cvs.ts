import { and, desc, eq, isNull } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { CvFile } from '#shared/schemas/files.ts';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { fileUrl } from './store-upload.ts';

// The CV list a candidate record shows (candidates) and the refer dialog offers (referrals).

/** A candidate's CVs, the latest first. */
export async function listCandidateCvs(db: Queryable, candidateId: number): Promise<CvFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.candidateId, candidateId),
        eq(files.fileTypeId, FILE_TYPE.candidateCv),
        isNull(files.deletedAt),
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
