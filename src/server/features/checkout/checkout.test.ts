import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import {
  auditLog,
  companyMembers,
  companyPlans,
  jobRecruiters,
  jobResponsibles,
  users,
} from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createUser } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import {
  completeBilling,
  invoicesOfJob,
  jobRow,
  payingMember,
  paymentsOfJob,
  payTestSession,
  postJobSession,
  postSuccessPage,
  startSession,
  TEST_CARD,
} from './checkout-fixtures.ts';

useTestApp();

const DECLINED = { ...TEST_CARD, number: '4000 0000 0000 0002' };

describe('quote', () => {
  it('charges the plan fee in the company currency with the billing country VAT', async () => {
    const me = await payingMember(t);
    const response = await t.app.inject({
      url: `/api/checkout/quote?jobId=${me.job.publicId}`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      target: { kind: 'job', jobId: me.job.publicId, referenceCode: me.job.referenceCode },
      company: { id: me.company.publicId },
      currency: 'GBP',
      netMinor: 7_900,
      vatRateBp: 2_000,
      vatMinor: 1_580,
      totalMinor: 9_480,
      reverseCharge: false,
      billing: { name: 'Kestrel Payments Ltd', city: 'London', complete: true },
      blocked: null,
      provider: 'test',
    });
  });

  it('reverse-charges a VAT-registered buyer outside the seller country', async () => {
    const session = await t.loginAs({ roleId: ROLE.company });
    const company = await createCompany(t.db, {
      ownerIds: [session.user.id],
      defaultCurrency: 'EUR',
    });
    await completeBilling(t, company.id, true);
    const job = await createJob(t.db, { companyId: company.id, statusId: JOB_STATUS.draft });
    const quote = await t.app.inject({
      url: `/api/checkout/quote?jobId=${job.publicId}`,
      headers: session.headers,
    });
    expect(quote.json()).toMatchObject({
      currency: 'EUR',
      netMinor: 8_900,
      vatMinor: 0,
      totalMinor: 8_900,
      reverseCharge: true,
    });
  });

  it('refuses to start without complete billing details, with a reason the page explains', async () => {
    const me = await payingMember(t, { billing: false });
    const quote = await t.app.inject({
      url: `/api/checkout/quote?jobId=${me.job.publicId}`,
      headers: me.headers,
    });
    expect(quote.json()).toMatchObject({
      blocked: 'billing_incomplete',
      billing: { complete: false },
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers: me.headers,
      payload: { target: { kind: 'job', jobId: me.job.publicId } },
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({
      message: 'Complete your company billing details before paying',
      details: [{ reason: 'billing_incomplete' }],
    });
    expect(await paymentsOfJob(t, me.job.id)).toHaveLength(0);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.draft);
  });

  it('says a job covered by the monthly plan needs no checkout', async () => {
    const me = await payingMember(t);
    await t.db.insert(companyPlans).values({
      companyId: me.company.id,
      planId: 2,
      currency: 'GBP',
      paidUntil: new Date(Date.now() + 10 * 86_400_000),
    });
    const quote = await t.app.inject({
      url: `/api/checkout/quote?jobId=${me.job.publicId}`,
      headers: me.headers,
    });
    expect(quote.json().blocked).toBe('covered_by_plan');
  });
});

describe('the test checkout', () => {
  it('pays with 4242: the job opens with its responsibles, one paid payment and one invoice', async () => {
    const me = await payingMember(t);
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const started = await startSession(t, me.headers, me.job.publicId, {
      companyResponsibleIds: [me.user.publicId],
      crowdResponsibleIds: [recruiter.publicId],
      currency: 'XXX',
      amountMinor: 1,
    });
    expect(started.url).toBe(`/test-checkout/${started.sessionId}`);
    expect(started.sessionId).toMatch(/^cs_test_[A-Za-z0-9_-]{43}$/);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
    const [pending] = await paymentsOfJob(t, me.job.id);
    expect(pending).toMatchObject({
      statusId: PAYMENT_STATUS.pending,
      kind: 'job_posting',
      provider: 'test',
      amountMinor: 9_480,
      netMinor: 7_900,
      vatMinor: 1_580,
      currency: 'GBP',
      jobData: { companyResponsibleIds: [me.user.id], crowdResponsibleIds: [recruiter.id] },
    });

    const view = await t.app.inject({ url: `/api/checkout/test-sessions/${started.sessionId}` });
    expect(view.json()).toMatchObject({
      state: 'open',
      companyName: me.company.name,
      totalMinor: 9_480,
      currency: 'GBP',
    });

    const paid = await payTestSession(t, started.sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      outcome: 'paid',
      redirectUrl: `/payment-success?session_id=${started.sessionId}`,
    });
    const job = await jobRow(t, me.job.id);
    expect(job.statusId).toBe(JOB_STATUS.open);
    expect(job.publishedAt).not.toBeNull();
    expect(
      await t.db.select().from(jobRecruiters).where(eq(jobRecruiters.jobId, me.job.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(jobResponsibles).where(eq(jobResponsibles.jobId, me.job.id)),
    ).toHaveLength(1);

    // The success page afterwards, twice, and the session paid again: nothing more happens.
    for (let i = 0; i < 2; i++) {
      const success = await postSuccessPage(t, me.headers, started.sessionId);
      expect(success.statusCode).toBe(200);
      expect(success.json()).toMatchObject({
        status: 0,
        paymentStatusId: PAYMENT_STATUS.paid,
        kind: 'job_posting',
        job: {
          id: me.job.publicId,
          referenceCode: me.job.referenceCode,
          statusId: JOB_STATUS.open,
        },
      });
    }
    expect((await payTestSession(t, started.sessionId)).statusCode).toBe(409);
    const rows = await paymentsOfJob(t, me.job.id);
    expect(rows.map((row) => row.statusId)).toEqual([PAYMENT_STATUS.paid]);
    const issued = await invoicesOfJob(t, me.job.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      kind: 'job_posting',
      status: 'paid',
      paymentId: rows[0]?.id,
      netMinor: 7_900,
      vatMinor: 1_580,
      totalMinor: 9_480,
      currency: 'GBP',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, rows[0]?.publicId ?? '')));
    expect(audits.map((row) => row.action).sort()).toEqual(['payment.create', 'payment.paid']);
  });

  it('names no deactivated recruiter, nor anyone who lost their place before the payment', async () => {
    const me = await payingMember(t);
    const gone = await createUser(t.db, { roleId: ROLE.recruiter, active: false });
    const refused = await postJobSession(t, me.headers, me.job.publicId, {
      crowdResponsibleIds: [gone.publicId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { path: 'body.crowdResponsibleIds', message: 'not_a_recruiter' },
    ]);

    // Chosen while eligible; deactivated, and removed from the company, before the money arrives.
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const colleague = await createUser(t.db, { roleId: ROLE.company });
    await t.db.insert(companyMembers).values({ companyId: me.company.id, userId: colleague.id });
    const started = await startSession(t, me.headers, me.job.publicId, {
      companyResponsibleIds: [me.user.publicId, colleague.publicId],
      crowdResponsibleIds: [recruiter.publicId],
    });
    await t.db.update(users).set({ active: false }).where(eq(users.id, recruiter.id));
    await t.db
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(eq(companyMembers.userId, colleague.id));
    expect((await payTestSession(t, started.sessionId)).statusCode).toBe(200);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.open);
    expect(
      await t.db.select().from(jobRecruiters).where(eq(jobRecruiters.jobId, me.job.id)),
    ).toEqual([]);
    const responsibles = await t.db
      .select()
      .from(jobResponsibles)
      .where(eq(jobResponsibles.jobId, me.job.id));
    expect(responsibles.map((row) => row.userId)).toEqual([me.user.id]);
  });

  it('declines 4000…0002: the payment fails, the job keeps waiting, a new checkout can start', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const declined = await payTestSession(t, started.sessionId, DECLINED);
    expect(declined.json()).toEqual({
      outcome: 'declined',
      redirectUrl: `/payment-failed?session_id=${started.sessionId}`,
    });
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
    const success = await postSuccessPage(t, me.headers, started.sessionId);
    expect(success.json()).toMatchObject({ status: 2, paymentStatusId: PAYMENT_STATUS.failed });
    expect((await payTestSession(t, started.sessionId)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: `/api/checkout/test-sessions/${started.sessionId}` })).json()
        .state,
    ).toBe('failed');
    expect(await invoicesOfJob(t, me.job.id)).toHaveLength(0);

    const again = await startSession(t, me.headers, me.job.publicId);
    expect((await payTestSession(t, again.sessionId)).json().outcome).toBe('paid');
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.open);
  });

  it('gives a field error for any other card, a past expiry, a bad CVC or no name', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const bad = await payTestSession(t, started.sessionId, {
      number: '4111 1111 1111 1111',
      expiry: '01/20',
      cvc: '12',
      name: ' ',
    });
    expect(bad.statusCode).toBe(400);
    const details = bad.json<{ details: { path: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'body.number', message: 'checkout.card.errors.number' },
        { path: 'body.expiry', message: 'checkout.card.errors.expiry' },
        { path: 'body.cvc', message: 'checkout.card.errors.cvc' },
        { path: 'body.name', message: 'checkout.card.errors.name' },
      ]),
    );
    const [payment] = await paymentsOfJob(t, me.job.id);
    expect(payment?.statusId).toBe(PAYMENT_STATUS.pending);
  });

  it('answers 404 for an unknown or malformed session and refuses webhooks without Stripe', async () => {
    const unknown = `cs_test_${'A'.repeat(43)}`;
    expect((await t.app.inject({ url: `/api/checkout/test-sessions/${unknown}` })).statusCode).toBe(
      404,
    );
    expect((await payTestSession(t, unknown)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/checkout/test-sessions/cs_test_short' })).statusCode,
    ).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('replaces an unpaid session by a newer one, so only one can be paid', async () => {
    const me = await payingMember(t);
    const first = await startSession(t, me.headers, me.job.publicId);
    const second = await startSession(t, me.headers, me.job.publicId);
    expect((await payTestSession(t, first.sessionId)).statusCode).toBe(409);
    expect((await payTestSession(t, second.sessionId)).json().outcome).toBe('paid');
    const rows = await paymentsOfJob(t, me.job.id);
    expect(rows.map((row) => row.statusId).sort()).toEqual([
      PAYMENT_STATUS.paid,
      PAYMENT_STATUS.failed,
    ]);
    expect(await invoicesOfJob(t, me.job.id)).toHaveLength(1);
  });

  it('refuses to charge a job twice, or one that is open, closed or paused', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    await payTestSession(t, started.sessionId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers: me.headers,
      payload: { target: { kind: 'job', jobId: me.job.publicId } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ reason: 'already_paid' }]);
    const closed = await createJob(t.db, { companyId: me.company.id, statusId: JOB_STATUS.closed });
    const quote = await t.app.inject({
      url: `/api/checkout/quote?jobId=${closed.publicId}`,
      headers: me.headers,
    });
    expect(quote.json().blocked).toBe('not_payable');
  });
});
