import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { Queryable } from '#server/db/client.ts';
import { files } from '#server/db/schema/index.ts';
import { unique } from './unique.ts';

export type CvFileOptions = Partial<typeof files.$inferInsert> & {
  ownerUserId: number;
  candidateId: number;
};

/** A candidate's CV row (the stored bytes are not written; tests that read them upload instead). */
export async function createCvFile(db: Queryable, options: CvFileOptions) {
  const [cv] = await db
    .insert(files)
    .values({
      fileTypeId: FILE_TYPE.candidateCv,
      originalName: 'ada.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      storageKey: `cvs/${unique(5)}.pdf`,
      ...options,
    })
    .returning();
  if (!cv) throw new Error('createCvFile failed');
  return cv;
}
