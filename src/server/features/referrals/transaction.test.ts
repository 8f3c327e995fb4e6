import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { referNewRequestSchema } from '#shared/schemas/referrals.ts';
import {
  auditLog,
  candidates,
  files,
  notifications,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '#server/test/factories/user.ts';
import { CV_TYPES } from '../../platform/files/detect-type.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { buildReferral } from './build-submission.ts';
import { SUBMISSION_STEPS, submit, type SubmissionStep } from './service.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { storedFiles } from '#server/test/stored-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const part = (content: Buffer) =>
  ({
    file: Object.assign(Readable.from([content]), { truncated: false }),
    filename: 'cv.pdf',
  }) as unknown as MultipartFile;

async function tableCounts() {
  const tables = { candidates, files, referrals, referralStatusHistory, notifications, auditLog };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('refer is one transaction', () => {
  it.each(SUBMISSION_STEPS)(
    'a failure after %s leaves no row and no file behind',
    async (failAt) => {
      const member = await createUser(t.db, { roleId: ROLE.company });
      const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
      const job = await createJob(t.db, { company: { ownerIds: [member.id] } });
      const before = await tableCounts();
      const filesBefore = storedFiles(t.config.filesDir);

      const upload = await receiveUpload(part(pdfWithText(['Jane Doe'])), {
        allowed: CV_TYPES,
        maxBytes: t.config.maxUploadBytes,
      });
      const input = referNewRequestSchema.parse({
        mode: 'new',
        jobId: job.publicId,
        firstname: 'Jane',
        lastname: `Doe ${failAt}`,
        email: `${failAt}@example.test`,
        mobile: '+447912345678',
        linkedinPage: `in-${failAt}`,
        term1Accepted: true,
        term2Accepted: true,
      });
      const auth = {
        userId: recruiter.id,
        roleId: ROLE.recruiter,
        sessionId: 'test',
        language: 'en' as const,
      };
      const submission = await buildReferral(t.db, auth, input, upload, undefined);
      const seen: SubmissionStep[] = [];
      const failing = {
        db: t.db,
        storage: t.storage,
        afterStep: (step: SubmissionStep) => {
          seen.push(step);
          if (step === failAt) throw new Error(`injected failure after ${step}`);
        },
      };
      await expect(submit(failing, submission)).rejects.toThrow(`injected failure after ${failAt}`);
      expect(seen.at(-1)).toBe(failAt);
      // Only the rows of the fixtures above exist, and storage holds what it held before.
      expect(await tableCounts()).toEqual(before);
      expect(storedFiles(t.config.filesDir)).toEqual(filesBefore);

      // The same submission without the failure goes through completely.
      const result = await submit({ db: t.db, storage: t.storage }, submission);
      expect(result.status).toBe(0);
      await upload.dispose();
      const after = await tableCounts();
      expect(after.referrals).toBe((before.referrals ?? 0) + 1);
      expect(after.files).toBe((before.files ?? 0) + 1);
      expect(storedFiles(t.config.filesDir)).toHaveLength(filesBefore.length + 1);
    },
  );

  it('lets exactly one of two concurrent referrals of the same person through', async () => {
    const job = await createJob(t.db);
    const recruiters = await Promise.all(
      [1, 2].map(() => createUser(t.db, { roleId: ROLE.recruiter })),
    );
    const results = await Promise.all(
      recruiters.map(async (recruiter) => {
        const upload = await receiveUpload(part(pdfWithText(['Race'])), {
          allowed: CV_TYPES,
          maxBytes: t.config.maxUploadBytes,
        });
        const input = referNewRequestSchema.parse({
          mode: 'new',
          jobId: job.publicId,
          firstname: 'Race',
          lastname: 'Condition',
          email: 'race@example.test',
          mobile: '+447912345678',
          linkedinPage: 'race-condition',
          term1Accepted: true,
          term2Accepted: true,
        });
        const auth = {
          userId: recruiter.id,
          roleId: ROLE.recruiter,
          sessionId: 'test',
          language: 'en' as const,
        };
        const submission = await buildReferral(t.db, auth, input, upload, undefined);
        try {
          return await submit({ db: t.db, storage: t.storage }, submission);
        } finally {
          await upload.dispose();
        }
      }),
    );
    expect(results.map((result) => result.status).sort()).toEqual([-1, 0]);
  });
});
