import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import { billingPlans, companyPlans, invoices, payments } from '#server/db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import {
  jobRow,
  payingMember,
  paymentsOfJob,
  payTestSession,
  postSuccessPage,
  startSession,
  TEST_CARD,
  unpaidHireInvoice,
} from './checkout-fixtures.ts';

useTestApp();

describe('plans and invoices', () => {
  it('a monthly plan paid in the test checkout runs for a month and is invoiced', async () => {
    const me = await payingMember(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers: me.headers,
      payload: { target: { kind: 'plan', planId: 2 } },
    });
    expect(start.statusCode).toBe(201);
    expect((await payTestSession(t, start.json().sessionId)).json().outcome).toBe('paid');
    const [plan] = await t.db
      .select()
      .from(companyPlans)
      .where(eq(companyPlans.companyId, me.company.id));
    expect(plan).toMatchObject({ planId: 2, currency: 'GBP' });
    expect(plan?.paidUntil?.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, me.company.id), eq(invoices.kind, 'plan')));
    expect(invoice).toMatchObject({ status: 'paid', netMinor: 23_900, currency: 'GBP' });

    const [perJob] = await t.db.select().from(billingPlans).where(eq(billingPlans.kind, 'per_job'));
    const quote = await t.app.inject({
      url: `/api/checkout/quote?planId=${perJob?.id}`,
      headers: me.headers,
    });
    expect(quote.json().blocked).toBe('not_payable');
  });

  it('an unpaid hire invoice is paid through checkout, once', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const quote = await t.app.inject({
      url: `/api/checkout/quote?invoiceId=${invoice.publicId}`,
      headers: me.headers,
    });
    expect(quote.json()).toMatchObject({
      target: { kind: 'invoice', number: invoice.number },
      totalMinor: invoice.totalMinor,
      blocked: null,
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers: me.headers,
      payload: { target: { kind: 'invoice', invoiceId: invoice.publicId } },
    });
    expect((await payTestSession(t, start.json().sessionId)).json().outcome).toBe('paid');
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.status).toBe('paid');
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({
      kind: 'invoice',
      statusId: PAYMENT_STATUS.paid,
      amountMinor: invoice.totalMinor,
    });
  });
});

describe('who may pay', () => {
  it('members of the job company and staff; everyone else is answered 401 or 404', async () => {
    const me = await payingMember(t);
    const other = await payingMember(t);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const quoteUrl = `/api/checkout/quote?jobId=${me.job.publicId}`;
    const body = { target: { kind: 'job', jobId: me.job.publicId } };

    expect((await t.app.inject({ url: quoteUrl })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousSuccess = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment-success',
      payload: { sessionId: 'cs_test_x' },
    });
    expect(anonymousSuccess.statusCode).toBe(401);

    for (const caller of [candidate, recruiter, other]) {
      expect((await t.app.inject({ url: quoteUrl, headers: caller.headers })).statusCode).toBe(404);
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: caller.headers,
        payload: body,
      });
      expect(start.statusCode).toBe(404);
    }
    expect(await paymentsOfJob(t, me.job.id)).toHaveLength(0);

    const byStaff = await startSession(t, staff.headers, me.job.publicId);
    for (const caller of [candidate, recruiter, other]) {
      const success = await postSuccessPage(t, caller.headers, byStaff.sessionId);
      expect(success.statusCode).toBe(404);
    }
    await payTestSession(t, byStaff.sessionId);
    expect((await postSuccessPage(t, me.headers, byStaff.sessionId)).json().status).toBe(0);
    expect((await postSuccessPage(t, staff.headers, byStaff.sessionId)).json().status).toBe(0);

    // Plans: a member buys for their own company; staff name the company; others have none.
    const plan = (headers: Record<string, string>, companyId?: string) =>
      t.app.inject({
        url: `/api/checkout/quote?planId=2${companyId ? `&companyId=${companyId}` : ''}`,
        headers,
      });
    expect((await plan(me.headers)).statusCode).toBe(200);
    expect((await plan(me.headers, other.company.publicId)).statusCode).toBe(404);
    expect((await plan(recruiter.headers)).statusCode).toBe(404);
    expect((await plan(staff.headers)).statusCode).toBe(404);
    expect((await plan(staff.headers, other.company.publicId)).json().company.id).toBe(
      other.company.publicId,
    );
  });
});

describe('hostile input', () => {
  it('answers 400, never 500, for ids past int4, NUL characters, huge numbers and wrong shapes', async () => {
    const me = await payingMember(t);
    const queries = [
      'planId=2147483648',
      'planId=1e309',
      'planId=-1',
      'jobId=abc%00def',
      `jobId=${me.job.publicId}&planId=2`,
      '',
      'invoiceId=%27%3B%20select%201%3B%20--',
    ];
    for (const query of queries) {
      const response = await t.app.inject({
        url: `/api/checkout/quote?${query}`,
        headers: me.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const bodies: unknown[] = [
      { target: { kind: 'plan', planId: 2_147_483_648 } },
      { target: { kind: 'plan', planId: 1.5 } },
      { target: { kind: 'job', jobId: 'a\u0000b' } },
      { target: { kind: 'coupon', code: 'FREE' } },
      { target: { kind: 'job', jobId: me.job.publicId }, companyResponsibleIds: ['x'] },
      { target: { kind: 'job', jobId: me.job.publicId }, locale: 'xx' },
      {},
      [],
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: me.headers,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownPeople = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers: me.headers,
      payload: {
        target: { kind: 'job', jobId: me.job.publicId },
        companyResponsibleIds: ['0'.repeat(32)],
      },
    });
    expect(unknownPeople.statusCode).toBe(400);
    for (const sessionId of ['a\u0000b', 'x'.repeat(201), '../../etc', '']) {
      const response = await postSuccessPage(t, me.headers, sessionId);
      expect(response.statusCode, sessionId).toBe(400);
    }
    const started = await startSession(t, me.headers, me.job.publicId);
    for (const card of [
      { ...TEST_CARD, number: 4242424242424242 },
      { ...TEST_CARD, expiry: '13/40' },
      { ...TEST_CARD, name: 'A\u0000B' },
      { ...TEST_CARD, number: '4242'.repeat(20) },
    ]) {
      const response = await payTestSession(t, started.sessionId, card);
      expect(response.statusCode, JSON.stringify(card)).toBe(400);
    }
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
  });
});
