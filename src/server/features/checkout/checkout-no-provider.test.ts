import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import { jobs, payments } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import {
  jobRow,
  payingMember,
  payTestSession,
  postJobSession,
  startInvoiceSession,
  unpaidHireInvoice,
} from './checkout-fixtures.ts';

const UNAVAILABLE = 'Payments are not set up on this server yet';

// The built-in test checkout takes no money and confirms as a real payment would: a server on its
// own database without STRIPE_SECRET_KEY (no demo data) must not open jobs or settle invoices
// through it. TEST_CHECKOUT is left unset here, as an install leaves it.
describe('checkout without Stripe on an install of its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', TEST_CHECKOUT: '' });
  });
  afterAll(() => t.close());

  const start = (headers: Record<string, string>, jobId: string) =>
    postJobSession(t, headers, jobId);

  it('says payments are not set up, in the quote and when a payment is started, in en and tr', async () => {
    const me = await payingMember(t);
    const quote = await t.app.inject({
      url: `/api/checkout/quote?jobId=${me.job.publicId}`,
      headers: me.headers,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ blocked: 'payments_unavailable', provider: 'none' });
    // Said before the billing details are asked for: completing them would not help.
    const unbilled = await payingMember(t, { billing: false });
    const first = await t.app.inject({
      url: `/api/checkout/quote?jobId=${unbilled.job.publicId}`,
      headers: unbilled.headers,
    });
    expect(first.json().blocked).toBe('payments_unavailable');

    const refused = await start(me.headers, me.job.publicId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: UNAVAILABLE,
      details: [{ reason: 'payments_unavailable' }],
    });
    const turkish = await start({ ...me.headers, 'accept-language': 'tr' }, me.job.publicId);
    expect(turkish.json().message).toBe('Bu sunucuda ödemeler henüz kurulmadı.');

    // Nothing was started: the job is still a draft and no payment row exists.
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.draft);
    expect(await t.db.select().from(payments).where(eq(payments.jobId, me.job.id))).toEqual([]);
  });

  it('refuses an invoice’s payment too, and no test card pays anything', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const refused = await startInvoiceSession(t, me.headers, invoice.publicId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual([{ reason: 'payments_unavailable' }]);
  });

  it('no test card pays a test session started before, and its job does not open', async () => {
    const me = await payingMember(t);
    const sessionId = `cs_test_${'B'.repeat(43)}`;
    await t.db
      .update(jobs)
      .set({ statusId: JOB_STATUS.pendingPayment })
      .where(eq(jobs.id, me.job.id));
    await t.db.insert(payments).values({
      companyId: me.company.id,
      jobId: me.job.id,
      userId: me.user.id,
      kind: 'job_posting',
      provider: 'test',
      providerSessionId: sessionId,
      amountMinor: 9_480,
      currency: 'GBP',
      statusId: PAYMENT_STATUS.pending,
    });
    expect(
      (await t.app.inject({ url: `/api/checkout/test-sessions/${sessionId}` })).statusCode,
    ).toBe(404);
    expect((await payTestSession(t, sessionId)).statusCode).toBe(404);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
    const [payment] = await t.db.select().from(payments).where(eq(payments.jobId, me.job.id));
    expect(payment?.statusId).toBe(PAYMENT_STATUS.pending);
  });

  it('a staging server may turn the test checkout on with TEST_CHECKOUT', async () => {
    const staging = await createTestApp({ NODE_ENV: 'production', TEST_CHECKOUT: 'on' });
    try {
      const me = await payingMember(staging);
      const started = await postJobSession(staging, me.headers, me.job.publicId);
      expect(started.statusCode, started.body).toBe(201);
      expect((await payTestSession(staging, started.json().sessionId)).statusCode).toBe(200);
    } finally {
      await staging.close();
    }
  });
});
