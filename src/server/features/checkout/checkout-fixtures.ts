import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE, JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { billingProfiles, invoices, jobs, payments } from '#server/db/schema/index.ts';
import { issueInvoice } from '#server/platform/money/invoices.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import type { TestApp } from '#server/test/app.ts';

/** Test data of the checkout tests (not shipped: only the tests import it). */

export async function completeBilling(t: TestApp, companyId: number, vatRegistered = false) {
  await t.db.insert(billingProfiles).values({
    companyId,
    accountTypeId: ACCOUNT_TYPE.corporate,
    billingName: 'Kestrel Payments Ltd',
    billingEmail: 'billing@kestrel.example',
    billingAddress: '10 Downing Street, Westminster',
    billingPostCode: 'SW1A 2AA',
    billingCountryId: await countryId(t.db, 'GB'),
    billingCityId: await cityId(t.db, 'GB', 'London'),
    isVatRegistered: vatRegistered,
    taxNumber: vatRegistered ? 'GB123456789' : null,
  });
}

/** A company member (GBP company, complete billing details) with a draft job. */
export async function payingMember(t: TestApp, options: { billing?: boolean } = {}) {
  const session = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, {
    ownerIds: [session.user.id],
    defaultCurrency: 'GBP',
  });
  if (options.billing !== false) await completeBilling(t, company.id);
  const job = await createJob(t.db, {
    companyId: company.id,
    statusId: JOB_STATUS.draft,
    responsibleIds: [session.user.id],
  });
  return { ...session, company, job };
}

/** A company member (as above) whose company owes an unpaid hire invoice of £1,500 net. */
export async function unpaidHireInvoice(t: TestApp) {
  const me = await payingMember(t);
  const invoice = await issueInvoice(t.db, {
    kind: 'hire',
    companyId: me.company.id,
    netMinor: 150_000,
    currency: 'GBP',
    paid: false,
  });
  return { me, invoice };
}

export async function jobRow(t: TestApp, jobId: number) {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new Error('job gone');
  return job;
}

export async function paymentsOfJob(t: TestApp, jobId: number) {
  return t.db.select().from(payments).where(eq(payments.jobId, jobId));
}

export async function invoicesOfJob(t: TestApp, jobId: number) {
  return t.db.select().from(invoices).where(eq(invoices.jobId, jobId));
}

/** A checkout session for a job's posting fee, as asked; the answer as it comes. */
export function postJobSession(
  t: TestApp,
  headers: Record<string, string>,
  jobPublicId: string,
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/sessions',
    headers,
    payload: { target: { kind: 'job', jobId: jobPublicId }, ...extra },
  });
}

export async function startSession(
  t: TestApp,
  headers: Record<string, string>,
  jobPublicId: string,
  extra: Record<string, unknown> = {},
) {
  const response = await postJobSession(t, headers, jobPublicId, extra);
  if (response.statusCode !== 201) throw new Error(`session not created: ${response.body}`);
  return response.json<{ sessionId: string; url: string; paymentId: string }>();
}

/** A card the built-in test checkout accepts. */
export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Ada Lovelace',
};

/** Pays a session on the built-in test checkout page (no login: the session id is the key). */
export function payTestSession(
  t: TestApp,
  sessionId: string,
  card: Record<string, unknown> = TEST_CARD,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/checkout/test-sessions/${sessionId}/pay`,
    payload: card,
  });
}

/** The payment success page's call, as the caller with `headers`. */
export function postSuccessPage(t: TestApp, headers: Record<string, string>, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/payment-success',
    headers,
    payload: { sessionId },
  });
}

/** Starts a checkout of an invoice, as the caller with `headers`. */
export function startInvoiceSession(
  t: TestApp,
  headers: Record<string, string>,
  invoicePublicId: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/sessions',
    headers,
    payload: { target: { kind: 'invoice', invoiceId: invoicePublicId } },
  });
}

/** Staff enter a bank transfer of an invoice's whole total (GBP) through Payment entry. */
export function enterBankTransfer(
  t: TestApp,
  headers: Record<string, string>,
  invoice: { number: string; totalMinor: number },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-entry',
    headers,
    payload: {
      requestKey: crypto.randomUUID(),
      direction: 'in',
      amount: (invoice.totalMinor / 100).toFixed(2),
      currency: 'GBP',
      invoiceId: invoice.number,
      paidOn: new Date().toISOString().slice(0, 10),
      reference: 'BANK-REF',
    },
  });
}
