import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '#server/test/factories/company.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { someCity } from '#server/test/factories/reference-data.ts';
import { unique } from '#server/test/factories/unique.ts';
import { multipart } from '#server/test/multipart.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { lastMail } from './accounts-contract-setup.ts';
import { execute } from './test-support.ts';

/**
 * The spec's public client story, played through the spec's layer only (public-side 7): the
 * countries, a job search with filters, the job's detail, sign-up, e-mail confirmation (97, 56),
 * login, a referral of a new person (14, then Files/CreateFile), the same person again (-1),
 * the delete command (D), and the points (98). Only the mailed code is read from the outbox,
 * where the mail would have arrived.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the spec’s client story through the layer', () => {
  it('finds a job, signs up, confirms, logs in, refers, is told -1, takes back, reads points', async () => {
    const { countryId, cityId } = await someCity(t.db);
    const company = await createCompany(t.db, { countryId, cityId });
    const tag = unique();
    const job = await createJob(t.db, {
      companyId: company.id,
      title: `Platform Engineer ${tag}`,
      countryId,
      cityId,
    });
    await createJob(t.db, { companyId: company.id, title: `Platform Engineer ${tag} abroad` });

    // Countries (71), as the home page loads them, and by the named endpoint.
    const countries = await execute(t.app, 71);
    expect(countries.statusCode).toBe(200);
    expect(countries.rows.map((row) => row.id)).toContain(countryId);
    const named = await t.app.inject({ url: '/api/countries' });
    expect(named.json().map((row: { id: number }) => row.id)).toContain(countryId);

    // Job search (3): open jobs, this country, the keyword; then the job's detail.
    const search = await execute(
      t.app,
      3,
      {
        pin_status_id: 1,
        pin_country_id: `${countryId},-1`,
        piv_search_text: `Platform Engineer ${tag}`,
        pin_is_remote: -1,
        piv_posted_after_date: '',
      },
      { userId: -1 },
    );
    expect(search.statusCode).toBe(200);
    expect(search.rows.map((row) => row.job_opening_id)).toEqual([job.publicId]);
    const detail = await execute(t.app, 3, { pin_job_opening_id: job.publicId, pin_user_id: -1 });
    expect(detail.rows).toHaveLength(1);
    expect(detail.rows[0]).toMatchObject({ short_name: job.title, job_opening_id: job.publicId });

    // Sign-up as a recruiter, the confirmation code (97, 56), then login.
    const email = `journey-${tag}@example.test`;
    const password = 'Sunny-Rivers-42';
    // The registration call that carries a RoleId (public-side 6): 2, the recruiter.
    const form = multipart(
      Object.entries({
        Firstname: 'Rana',
        Lastname: 'Recruiter',
        Email: email,
        Password: password,
        LinkedinPage: `https://www.linkedin.com/in/rana-${tag}`,
        RoleId: '2',
        RecaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
      }).map(([name, value]) => ({ name, value })),
    );
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/Users',
      headers: form.headers,
      payload: form.payload,
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()[0]).toMatchObject({ status: 0 });
    const resent = await execute(t.app, 97, { piv_email: email });
    expect(resent.rows[0]).toMatchObject({ status: 0 });
    const mailed = await lastMail(t, email, 'confirm_email');
    expect(mailed?.code).toMatch(/^\d{6}$/);
    const wrong = await execute(t.app, 56, {
      piv_email: email,
      piv_email_confirmation_code: mailed!.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.rows[0]?.status).not.toBe(0);
    expect(wrong.rows[0]?.message).toEqual(expect.any(String));
    const confirmed = await execute(t.app, 56, {
      piv_email: email,
      piv_email_confirmation_code: mailed!.code,
    });
    expect(confirmed.rows[0]).toMatchObject({ status: 0 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Users/Login',
      payload: {
        username: email,
        password,
        recaptchaToken: await solvedBotCheckToken(t.app, 'login'),
      },
    });
    expect(login.statusCode).toBe(200);
    const session = login.json();
    expect(session.token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({ roleId: 2 });
    const headers = { authorization: `Bearer ${session.token}` };
    const me = session.user.id as string;

    // Refer a new person (14 I), then send the CV (Files/CreateFile with the answered id).
    const person = {
      pin_candidate_id: -1,
      piv_command_type: 'I',
      pin_referrer_user_id: me,
      pin_job_opening_id: job.publicId,
      piv_firstname: 'Jane',
      piv_lastname: 'Doe',
      piv_linkedin_page: `https://www.linkedin.com/in/jane-${tag}/`,
      piv_email: `jane-${tag}@example.test`,
      piv_mobile: '+447912345678',
      piv_additional_info: '',
      pin_is_term1_accepted: 1,
      pin_is_term2_accepted: 1,
    };
    const referred = await execute(t.app, 14, person, { headers, userId: me });
    expect(referred.rows[0]).toMatchObject({ status: 0 });
    const draft = referred.rows[0]!.candidate_id as string;
    const body = multipart([
      { name: 'FileTypeId', value: '5' },
      { name: 'ReferenceId', value: draft },
      { name: 'CreateUser', value: me },
      { name: 'IsDefault', value: '1' },
      { name: 'Description', value: 'CV' },
      { name: 'CandidateName', value: 'Jane' },
      { name: 'CandidateSurname', value: 'Doe' },
      { name: 'AppliedWorkName', value: job.title },
      {
        name: 'File',
        filename: 'jane.pdf',
        content: pdfWithText(['Jane Doe', 'Engineer']),
        type: 'application/pdf',
      },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/Files/CreateFile',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ status: 0 });
    const candidateId = file.json().candidate_id as string;
    expect(candidateId).toMatch(/^[0-9a-f]{32}$/);

    // The same person to the same job again: the spec's -1 and its message.
    const again = await execute(t.app, 14, person, { headers, userId: me });
    expect(again.rows[0]).toMatchObject({
      status: -1,
      message: 'This candidate has already been referred to this job.',
    });

    // The delete command takes the referral back while the company has not moved it.
    const taken = await execute(
      t.app,
      14,
      {
        pin_candidate_id: candidateId,
        piv_command_type: 'D',
        pin_referrer_user_id: me,
        pin_job_opening_id: job.publicId,
      },
      { headers, userId: me },
    );
    expect(taken.rows[0]).toMatchObject({ status: 0 });

    // Points (98): a new recruiter has none yet.
    const points = await execute(t.app, 98, { piv_command_type: 'S' }, { headers, userId: me });
    expect(points.statusCode).toBe(200);
    expect(points.rows[0]).toMatchObject({ user_point: 0 });
  });
});
