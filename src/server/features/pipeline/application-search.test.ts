import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, referrals } from '../../db/schema/index.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { setup } from './pipeline-test-setup.ts';

useTestApp();

// The table's search box reads the referral's copies of its candidate's name and e-mail
// (drizzle/0040): these tests hold the copies to the candidate through every kind of change.
describe('pipeline: searching a job’s applications', () => {
  async function searchable() {
    const { member, recruiter, job, candidate: ada } = await setup();
    const { candidate: zeynep } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      candidate: { firstname: 'Zeynep', lastname: 'Kaya', email: 'Zeynep.K@Example.test' },
    });
    const search = async (q: string) => {
      const table = await t.app.inject({
        url: `/api/pipeline/jobs/${job.publicId}/applications?q=${encodeURIComponent(q)}`,
        headers: member.headers,
      });
      expect(table.statusCode).toBe(200);
      return table
        .json()
        .items.map((item: { candidateId: string }) => item.candidateId) as string[];
    };
    return { search, ada, zeynep };
  }

  it('finds a candidate by any part of the full name or the e-mail, whatever the case', async () => {
    const { search, ada, zeynep } = await searchable();
    expect(await search('ZEYNEP KA')).toEqual([zeynep.publicId]);
    expect(await search('nep.k@exa')).toEqual([zeynep.publicId]);
    expect(await search('lovelace')).toEqual([ada.publicId]);
    // Letters outside ASCII are lower-cased by the database, as the copies were.
    await t.db.update(candidates).set({ lastname: 'Şahin' }).where(eq(candidates.id, ada.id));
    expect(await search('ŞAH')).toEqual([ada.publicId]);
    expect(await search('nobody')).toEqual([]);
  });

  it('takes % and _ as themselves', async () => {
    const { search } = await searchable();
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('follows a candidate’s new e-mail and forgets the old one', async () => {
    const { search, zeynep } = await searchable();
    await t.db
      .update(candidates)
      .set({ email: 'z.arslan@example.test' })
      .where(eq(candidates.id, zeynep.id));
    expect(await search('arslan')).toEqual([zeynep.publicId]);
    expect(await search('nep.k@')).toEqual([]);
  });

  it('forgets an erased e-mail, and replaces any other value written to the copy', async () => {
    const { search, zeynep } = await searchable();
    // An erasure that cannot delete the record anonymises it in place (destroy-candidate.ts).
    await t.db.update(candidates).set({ email: null }).where(eq(candidates.id, zeynep.id));
    expect(await search('example.test')).not.toContain(zeynep.publicId);
    await t.db
      .update(referrals)
      .set({ candidateEmailKey: 'planted@example.test' })
      .where(eq(referrals.candidateId, zeynep.id));
    const [row] = await t.db
      .select({ key: referrals.candidateEmailKey })
      .from(referrals)
      .where(eq(referrals.candidateId, zeynep.id));
    expect(row?.key).toBe('');
    expect(await search('planted')).toEqual([]);
  });
});
