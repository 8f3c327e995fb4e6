import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import { companies, payments } from '#server/db/schema/index.ts';
import { confirmPayment } from '#server/features/checkout/confirm-payment.ts';
import {
  payingMember,
  payTestSession,
  startSession,
} from '#server/features/checkout/checkout-fixtures.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { unique } from '#server/test/factories/unique.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { execute } from './test-support.ts';

// Contract of authenticated-area 7.1 (POST /Payments/payment-success) and 7.2 / public-side 7
// (sqlId 81, POST /Payments/CreateCustomersCompanyId?customerId=&companyId=).

useTestApp();

type Session = Awaited<ReturnType<typeof t.loginAs>>;

const paymentSuccess = (payload: unknown, headers?: Record<string, string>, path = 'Payments') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/payment-success`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const createCustomers = (query: string, headers?: Record<string, string>, path = 'Payments') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/CreateCustomersCompanyId?${query}`,
    headers,
  });

const customerOf = async (id: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]?.paymentCustomerId;

/** A company member whose company holds the customer id sign-up gave it. */
async function memberWithCustomer() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, {
    ownerIds: [member.user.id],
    paymentCustomerId: `cus_test_${unique(12)}`,
  });
  return { member, company, customerId: company.paymentCustomerId! };
}

describe('POST /api/Payments/payment-success', () => {
  it('saves the payment from the caller’s session: status 0, the job open', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const body = {
      session_id: started.sessionId,
      user_id: me.user.publicId,
      job_id: me.job.publicId,
      company_id: me.company.publicId,
      payment_status_id: 1,
    };
    // Before the buyer paid, the body's payment_status_id 1 changes nothing: the session decides.
    const early = await paymentSuccess(body, me.headers);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ status: 1, payment_status_id: 0 });
    expect(early.json().message).toBe(
      'Your payment is being processed. The job opens as soon as it is confirmed.',
    );

    expect((await payTestSession(t, started.sessionId)).json().outcome).toBe('paid');
    const paid = await paymentSuccess(body, me.headers, 'payments');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 0,
      message: `Job ${me.job.referenceCode} is now open.`,
      payment_status_id: 1,
      kind: 'job_posting',
      job_id: me.job.publicId,
      reference_code: me.job.referenceCode,
      job_status_id: JOB_STATUS.open,
    });
    const turkish = await paymentSuccess(body, { ...me.headers, 'accept-language': 'tr' });
    expect(turkish.json().status).toBe(0);
    expect(turkish.json().message).not.toBe(paid.json().message);
  });

  it('money for a posting fee another session paid is answered as held for a refund, in the caller’s language', async () => {
    const me = await payingMember(t);
    const older = await startSession(t, me.headers, me.job.publicId);
    const newer = await startSession(t, me.headers, me.job.publicId);
    expect((await payTestSession(t, newer.sessionId)).json().outcome).toBe('paid');
    // The provider reports the older session paid after all (the money was under way).
    const [held] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, older.sessionId));
    const settled = await t.db.transaction((tx) =>
      confirmPayment(tx, held!.id, new Date(), { userId: null, via: 'webhook' }),
    );
    expect(settled.payment.statusId).toBe(PAYMENT_STATUS.unapplied);

    const body = { session_id: older.sessionId };
    expect((await paymentSuccess(body, me.headers)).json()).toMatchObject({
      status: 4,
      payment_status_id: PAYMENT_STATUS.unapplied,
      message:
        'This job’s posting fee had already been paid when your payment arrived. Your payment will be refunded.',
    });
    const turkish = await paymentSuccess(body, { ...me.headers, 'accept-language': 'tr' });
    expect(turkish.json().message).toBe(
      'Ödemeniz geldiğinde bu ilanın yayınlama ücreti zaten ödenmişti. Ödemeniz iade edilecek.',
    );
  });

  it('ignores the job and company ids of the body: the session’s own job is answered', async () => {
    const me = await payingMember(t);
    const other = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    await payTestSession(t, started.sessionId);
    const answer = await paymentSuccess(
      {
        session_id: started.sessionId,
        job_id: other.job.publicId,
        company_id: other.company.publicId,
      },
      me.headers,
    );
    expect(answer.json()).toMatchObject({ status: 0, job_id: me.job.publicId });
  });

  it('role matrix: anonymous 401; another company, recruiter, candidate 404; staff 200', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    await payTestSession(t, started.sessionId);
    const body = { session_id: started.sessionId, payment_status_id: 1 };
    expect((await paymentSuccess(body)).statusCode).toBe(401);
    const outsiders: Session[] = [
      (await payingMember(t)) as Session,
      await t.loginAs({ roleId: ROLE.recruiter }),
      await t.loginAs({ roleId: ROLE.candidate }),
    ];
    for (const outsider of outsiders) {
      const answer = await paymentSuccess(body, outsider.headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(me.job.publicId);
    }
    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect((await paymentSuccess(body, staff.headers)).json()).toMatchObject({ status: 0 });
    // A body user_id naming someone else is refused unless staff.
    const asOther = await paymentSuccess({ ...body, user_id: staff.user.publicId }, me.headers);
    expect(asOther.statusCode).toBe(403);
    expect(
      (await paymentSuccess({ ...body, user_id: me.user.publicId }, staff.headers)).statusCode,
    ).toBe(200);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const me = await payingMember(t);
    for (const payload of [
      {},
      { session_id: '' },
      { session_id: 'cs_test_a\u0000b' },
      { session_id: 'x'.repeat(20_000) },
      { session_id: 12 },
      { session_id: ['cs_test_x'] },
      { session_id: "cs'; drop table payments; --" },
      { session_id: 'cs_test_unknown', job_id: { a: 1 } },
      { session_id: 'cs_test_unknown', user_id: 'a\u0000' },
    ]) {
      const answer = await paymentSuccess(payload, me.headers);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBeLessThan(500);
    }
    expect((await paymentSuccess({ session_id: 'cs_test_unknown' }, me.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('sqlId 81: save the payment customer id on a company', () => {
  const params = (user: string | number, company: string, customer: string) => ({
    pin_user_id: user,
    pin_company_id: company,
    piv_stripe_customer_id: customer,
  });

  it('a member confirms the id sign-up gave: status 0, nothing changes', async () => {
    const { member, company, customerId } = await memberWithCustomer();
    const answer = await execute(
      t.app,
      81,
      params(member.user.publicId, company.publicId, customerId),
      { headers: member.headers, userId: member.user.publicId },
    );
    expect(answer.rows[0]).toMatchObject({
      status: 0,
      message: 'The payment customer is saved on the company.',
      company_id: company.publicId,
      stripe_customer_id: customerId,
    });
    expect(await customerOf(company.id)).toBe(customerId);
  });

  it('a member cannot attach another customer; only staff change it, never to another company’s', async () => {
    const { member, company, customerId } = await memberWithCustomer();
    const other = await memberWithCustomer();
    const changed = await execute(t.app, 81, params(-1, company.publicId, 'cus_test_mine2'), {
      headers: member.headers,
    });
    expect(changed.statusCode).toBe(403);
    const stolen = await execute(t.app, 81, params(-1, company.publicId, other.customerId), {
      headers: member.headers,
    });
    expect(stolen.statusCode).toBe(403);
    expect(await customerOf(company.id)).toBe(customerId);

    const staff = await t.loginAs({ roleId: ROLE.admin });
    const taken = await execute(t.app, 81, params(-1, company.publicId, other.customerId), {
      headers: staff.headers,
    });
    expect(taken.rows[0]).toEqual({
      status: 1,
      message: 'This payment customer belongs to another company.',
    });
    const fresh = `cus_${unique(10)}`;
    const set = await execute(t.app, 81, params(-1, company.publicId, fresh), {
      headers: staff.headers,
    });
    expect(set.rows[0]).toMatchObject({ status: 0, company_id: company.publicId });
    const detail = await t.app.inject({
      url: `/api/companies/${company.publicId}`,
      headers: staff.headers,
    });
    expect(detail.json().paymentCustomerId).toBe(fresh);
  });

  it('role matrix: anonymous 401; another company, recruiter, candidate 404; body ids of others 403', async () => {
    const { member, company, customerId } = await memberWithCustomer();
    const args = params(-1, company.publicId, customerId);
    expect((await execute(t.app, 81, args)).statusCode).toBe(401);
    const outsiders = [
      (await memberWithCustomer()).member,
      await t.loginAs({ roleId: ROLE.recruiter }),
      await t.loginAs({ roleId: ROLE.candidate }),
    ];
    for (const outsider of outsiders) {
      const answer = await execute(t.app, 81, args, { headers: outsider.headers });
      expect(answer.statusCode).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(customerId);
    }
    const asSomeoneElse = await execute(
      t.app,
      81,
      params(outsiders[1]!.user.publicId, company.publicId, customerId),
      { headers: member.headers },
    );
    expect(asSomeoneElse.statusCode).toBe(403);
  });

  it('refuses ids that are not a customer with a status row, and hostile input with 400', async () => {
    const { member, company } = await memberWithCustomer();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    for (const customer of ['acct_1', 'cus_', `cus_${'a'.repeat(97)}`, 'cus_a b']) {
      const answer = await execute(t.app, 81, params(-1, company.publicId, customer), {
        headers: staff.headers,
      });
      expect(answer.rows[0], customer).toEqual({
        status: 1,
        message: 'Please enter a payment customer id (cus_…)',
      });
    }
    for (const companyId of ['', '2147483648', 'a\u0000', company.publicId.toUpperCase()]) {
      const answer = await execute(t.app, 81, params(-1, companyId, 'cus_x1'), {
        headers: member.headers,
      });
      expect(answer.statusCode, companyId).toBe(400);
    }
  });
});

describe('POST /api/Payments/CreateCustomersCompanyId', () => {
  it('follows the rules of 81 with HTTP statuses, in any spelling of the path', async () => {
    const { member, company, customerId } = await memberWithCustomer();
    const other = await memberWithCustomer();
    const query = (customer: string, companyId = company.publicId) =>
      `customerId=${encodeURIComponent(customer)}&companyId=${companyId}`;

    const confirmed = await createCustomers(query(customerId), member.headers, 'payments');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      status: 0,
      message: 'The payment customer is saved on the company.',
      companyId: company.publicId,
      customerId,
    });
    expect((await createCustomers(query('cus_test_new1'), member.headers)).statusCode).toBe(403);
    expect((await createCustomers(query(customerId), other.member.headers)).statusCode).toBe(404);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await createCustomers(query(customerId), recruiter.headers)).statusCode).toBe(404);
    expect((await createCustomers(query(customerId))).statusCode).toBe(401);

    const staff = await t.loginAs({ roleId: ROLE.admin });
    const taken = await createCustomers(query(other.customerId), staff.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This payment customer belongs to another company.');
    expect(await customerOf(company.id)).toBe(customerId);
    const fresh = `cus_${unique(10)}`;
    expect((await createCustomers(query(fresh), staff.headers)).statusCode).toBe(200);
    expect(await customerOf(company.id)).toBe(fresh);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const { company } = await memberWithCustomer();
    for (const query of [
      '',
      `customerId=cus_x1`,
      `customerId=cus_x1&companyId=2147483648`,
      `customerId=cus_x1&companyId=${company.publicId}%00`,
      `customerId=cus_%00x&companyId=${company.publicId}`,
      `customerId=${'x'.repeat(5_000)}&companyId=${company.publicId}`,
      `customerId=cus_x1&companyId[]=${company.publicId}`,
    ]) {
      const answer = await createCustomers(query, staff.headers);
      expect(answer.statusCode, query.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, query.slice(0, 60)).toBeLessThan(500);
    }
  });
});
