import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { candidates, files, pointsLedger, referrals } from '#server/db/schema/index.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

async function deleteAccount(login: { headers: Record<string, string>; user: { email: string } }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/privacy/delete-account',
    headers: login.headers,
    payload: { confirmation: login.user.email },
  });
}

/**
 * Decision 13: "their candidate records are removed" includes recruiters' records of the person
 * under their e-mail, the referrals My Applications shows them as theirs; the money history keeps
 * a hire it points at, anonymised.
 */
describe("erasure of a person recruiters referred under the account's e-mail", () => {
  it('removes the referral My Applications showed them from the company’s board, with its record and CV', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const person = await t.loginAs({
      roleId: ROLE.candidate,
      firstname: 'Ilkay',
      lastname: 'Forgetmenot',
    });
    const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
    const { candidate, cv } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      withCv: true,
      candidate: {
        firstname: 'Ilkay',
        lastname: 'Forgetmenot',
        email: person.user.email.toUpperCase(),
      },
    });
    await t.storage.put(cv.storageKey, Buffer.from('%PDF-1.4 the CV of Ilkay'));
    // Someone else the same recruiter referred to the same job stays.
    const { candidate: bystander } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });

    const mine = await t.app.inject({ url: '/api/my-applications', headers: person.headers });
    expect(mine.json().items).toHaveLength(1);

    expect((await deleteAccount(person)).statusCode).toBe(200);

    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    expect(board.statusCode).toBe(200);
    expect(board.body).not.toContain(person.user.email);
    expect(board.body).not.toContain('Forgetmenot');
    expect(board.body).toContain(bystander.lastname);
    expect(await t.db.select().from(candidates).where(eq(candidates.id, candidate.id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.id, cv.id))).toEqual([]);
    expect(await t.storage.exists(cv.storageKey)).toBe(false);
  });

  it('keeps a rewarded hire of them for the money history, without their name, e-mail or CV', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const person = await t.loginAs({ roleId: ROLE.candidate, lastname: 'Hiredandgone' });
    const job = await createJob(t.db);
    const { candidate, referral, cv } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      withCv: true,
      candidate: { lastname: 'Hiredandgone', email: person.user.email },
    });
    await t.db.insert(pointsLedger).values({
      userId: recruiter.user.id,
      kind: 'reward',
      points: 10,
      amountMinor: 1000,
      currency: 'EUR',
      referralId: referral.id,
    });

    expect((await deleteAccount(person)).statusCode).toBe(200);

    const [record] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(record).toMatchObject({ firstname: 'Deleted', lastname: 'person', email: null });
    const [kept] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(kept).toMatchObject({ personEmail: null, cvFileId: null });
    expect(await t.db.select().from(files).where(eq(files.id, cv.id))).toEqual([]);
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.referralId, referral.id));
    expect(ledger.map((row) => row.points)).toEqual([10]);
  });
});
