import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { payments } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import {
  jobRow,
  payingMember,
  payTestSession,
  startInvoiceSession,
  unpaidHireInvoice,
} from './checkout-fixtures.ts';

const UNAVAILABLE = 'Payments are not set up on this server yet';

// The built-in test checkout takes no money and confirms as a real payment would: a production
// server without STRIPE_SECRET_KEY must not open jobs or settle invoices through it.
describe('checkout in production without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  const start = (headers: Record<string, string>, jobId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/sessions',
      headers,
      payload: { target: { kind: 'job', jobId } },
    });

  it('says payments are not set up, in the quote and when a payment is started, in en and tr', async () => {
    const me = await payingMember(t);
    const quote = await t.app.inject({
      url: `/api/checkout/quote?jobId=${me.job.publicId}`,
      headers: me.headers,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ blocked: 'payments_unavailable', provider: 'none' });

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
    expect((await payTestSession(t, `cs_test_${'A'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('a staging server may turn the test checkout on with TEST_CHECKOUT', async () => {
    const staging = await createTestApp({ NODE_ENV: 'production', TEST_CHECKOUT: 'on' });
    try {
      const me = await payingMember(staging);
      const started = await staging.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: me.headers,
        payload: { target: { kind: 'job', jobId: me.job.publicId } },
      });
      expect(started.statusCode, started.body).toBe(201);
      expect((await payTestSession(staging, started.json().sessionId)).statusCode).toBe(200);
    } finally {
      await staging.close();
    }
  });
});
