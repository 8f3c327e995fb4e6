import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { candidateWithCv } from './spec-referrals-support.ts';
import { execute } from './test-support.ts';

// The referrals group's lists (public-side 7): sqlId 53 and 70. sqlId 14 is in
// referrals.contract.test.ts (split to keep each file short).

useTestApp();

describe('sqlId 53: candidate CVs', () => {
  const cvs = (
    caller: { headers: Record<string, string> } | undefined,
    values: Record<string, string | number>,
  ) =>
    execute(
      t.app,
      53,
      {
        pin_cand_user_id: -1,
        pin_cand_cand_id: -1,
        pin_output_type: 3,
        piv_search_text: '',
        ...values,
      },
      { headers: caller?.headers },
    );

  it('lists the CVs of one of the caller’s records, the latest first', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate, cv } = await candidateWithCv(recruiter);
    const answer = await cvs(recruiter, {
      pin_cand_user_id: recruiter.user.publicId,
      pin_cand_cand_id: candidate.publicId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rows).toEqual([
      expect.objectContaining({
        id: cv.publicId,
        name: 'ada.pdf',
        path: `/api/files/${cv.publicId}`,
        candidate_id: candidate.publicId,
      }),
    ]);
    const searched = await cvs(recruiter, {
      pin_cand_cand_id: candidate.publicId,
      piv_search_text: 'nothing-like-it',
    });
    expect(searched.rows).toEqual([]);
  });

  it('lists the caller’s own CVs when they name themself', async () => {
    const applicant = await t.loginAs({ roleId: ROLE.candidate });
    const { cv } = await candidateWithCv(applicant, { userId: applicant.user.id });
    const answer = await cvs(applicant, { pin_cand_user_id: applicant.user.publicId });
    expect(answer.rows.map((row) => row.id)).toEqual([cv.publicId]);
    expect(answer.rows[0]).toMatchObject({ user_id: applicant.user.publicId });
  });

  it('never shows someone else’s: another recruiter and other users answer not found', async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate } = await candidateWithCv(owner);
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await cvs(other, { pin_cand_cand_id: candidate.publicId })).statusCode).toBe(404);
    expect((await cvs(other, { pin_cand_user_id: owner.user.publicId })).statusCode).toBe(404);
    expect((await cvs(undefined, { pin_cand_cand_id: candidate.publicId })).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await cvs(caller, { pin_cand_cand_id: candidate.publicId })).statusCode).toBe(403);
      const own = await cvs(caller, {});
      expect(own.statusCode).toBe(200);
      expect(own.rows).toEqual([]);
    }
    for (const values of [
      { pin_cand_cand_id: '2147483648' },
      { piv_search_text: 'a\u0000' },
    ] as Record<string, string>[]) {
      expect((await cvs(owner, values)).statusCode).toBe(400);
    }
  });
});

describe('sqlId 70: referable candidate search', () => {
  const search = (
    caller: { headers: Record<string, string> } | undefined,
    values: Record<string, string | number> = {},
  ) =>
    execute(
      t.app,
      70,
      {
        piv_search_text: '',
        piv_firstname: '',
        piv_lastname: '',
        piv_email: '',
        pin_referrable: 1,
        piv_record_type: 'S1',
        ...values,
      },
      { headers: caller?.headers },
    );

  it('lists the caller’s own records only, with the spec’s fields', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const grace = await createCandidate(t.db, {
      ownerUserId: recruiter.user.id,
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace@example.test',
      linkedinPage: 'linkedin.com/in/grace/',
    });
    await createCandidate(t.db, { ownerUserId: recruiter.user.id, firstname: 'Alan' });
    const foreign = await createCandidate(t.db, { ownerUserId: other.user.id, firstname: 'Grace' });
    const all = await search(recruiter);
    expect(all.statusCode).toBe(200);
    expect(all.rows).toHaveLength(2);
    expect(all.rows.map((row) => row.cv_candidate_id)).not.toContain(foreign.publicId);
    const graceOnly = await search(recruiter, { piv_search_text: 'grace' });
    expect(graceOnly.rows).toEqual([
      expect.objectContaining({
        cv_candidate_id: grace.publicId,
        user_id: recruiter.user.publicId,
        firstname: 'Grace',
        lastname: 'Hopper',
        email: 'grace@example.test',
        linkedin_page: 'linkedin.com/in/grace/',
        country_name: null,
        city_name: null,
      }),
    ]);
    expect((await search(recruiter, { piv_email: 'GRACE@' })).rows).toHaveLength(1);
    expect((await search(recruiter, { piv_lastname: 'nobody' })).rows).toEqual([]);
  });

  it('is for recruiters: 401 anonymous, 403 other roles; hostile input 400', async () => {
    expect((await search(undefined)).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await search(caller)).statusCode).toBe(403);
    }
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    for (const values of [{ piv_search_text: 'x'.repeat(200) }, { piv_email: 'a\u0000' }] as Record<
      string,
      string
    >[]) {
      expect((await search(recruiter, values)).statusCode).toBe(400);
    }
  });
});
