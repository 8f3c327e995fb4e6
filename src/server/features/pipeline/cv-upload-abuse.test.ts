import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import {
  expectBrokenBodiesRefused,
  stalledUpload,
  stalledUploadsAtOnce,
} from '#server/test/upload-abuse.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { setup } from './pipeline-test-setup.ts';

useTestApp();

const part = {
  name: 'cv',
  filename: 'ada.pdf',
  type: 'application/pdf',
  content: pdfWithText(['Ada Lovelace']),
};
const cvUrl = (applicationId: string) => `/api/pipeline/applications/${applicationId}/cv`;

describe('pipeline: CV uploads from a slow or broken client', () => {
  it('hold no database connection (nor the row lock) while the body trickles in', async () => {
    const { member, referral, candidate } = await setup();
    const result = await stalledUploadsAtOnce(cvUrl(referral.publicId), member.headers, part);
    expect(result).toEqual({
      busy: 0,
      otherUser: 200,
      statuses: result.statuses.map(() => 200),
    });
    const rows = await t.db.select().from(files).where(eq(files.ownerUserId, member.user.id));
    expect(rows.map((row) => row.candidateId)).toEqual(result.statuses.map(() => candidate.id));
  }, 60_000);

  it('answer a body cut short or without its boundary with 400 and store nothing', async () => {
    const { member, referral } = await setup();
    const before = storedFiles(t.config.filesDir);
    await expectBrokenBodiesRefused(cvUrl(referral.publicId), member.headers, part);
    expect(storedFiles(t.config.filesDir)).toEqual(before);
    expect(await t.db.select().from(files).where(eq(files.ownerUserId, member.user.id))).toEqual(
      [],
    );
  });

  it('still answers 404 to a caller who may not manage the application, before the body', async () => {
    const { referral } = await setup();
    const { member: stranger } = await setup();
    const upload = stalledUpload(cvUrl(referral.publicId), stranger.headers, part);
    const answer = await upload.response;
    upload.finish();
    expect(answer.statusCode).toBe(404);
  });
});
