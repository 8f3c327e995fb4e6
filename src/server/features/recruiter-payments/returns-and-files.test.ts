import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type {
  PayableRecruiter,
  Payout,
  PayoutBatchDetail,
} from '#shared/schemas/recruiter-payments.ts';
import { notifications } from '#server/db/schema/index.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import { createPayee, setWithholding } from '#server/test/factories/payee.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { balanceOf, ledgerRows, loginAsUser, newKey, type Headers } from './test-support.ts';

useTestApp();

const staff = async () => (await t.loginAs({ roleId: ROLE.admin })).headers;

async function batchFor(headers: Headers, currency: string, recruiterIds: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/recruiter-payments/batches',
    headers,
    payload: { requestKey: newKey(), currency, recruiterIds },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ batch: PayoutBatchDetail }>().batch;
}

const action = (headers: Headers, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/recruiter-payments${url}`, headers, payload });

async function payoutsOf(headers: Headers, batchId: number) {
  const response = await t.app.inject({
    url: `/api/recruiter-payments/batches/${batchId}/payouts`,
    headers,
  });
  return response.json<{ items: Payout[] }>().items;
}

async function payableRow(headers: Headers, email: string) {
  const response = await t.app.inject({
    url: `/api/recruiter-payments?q=${encodeURIComponent(email)}`,
    headers,
  });
  return response.json<{ items: PayableRecruiter[] }>().items[0];
}

describe('a returned payout', () => {
  it('restores the balance once, asks the recruiter to correct the billing info and blocks until then', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 30_000 } });
    const batch = await batchFor(headers, 'EUR', [payee.publicId]);
    const [payout] = await payoutsOf(headers, batch.id);
    const returned = (reason: unknown) =>
      action(headers, `/payouts/${payout!.id}/returned`, { reason });

    // A payout not yet sent to the bank cannot come back from it.
    const early = await returned('Account closed');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ details: { reason: 'payout_not_returnable' } });

    await action(headers, `/batches/${batch.id}/sent`);
    for (const bad of ['', ' ', 'a\u0000b', 'x'.repeat(501)])
      expect((await returned(bad)).statusCode).toBe(400);
    expect((await returned('Account closed (AC04)')).statusCode).toBe(200);
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(30_000);
    expect(await ledgerRows(t, payee.id, 'payout_return')).toMatchObject([
      { amountMinor: 30_000, currency: 'EUR', payoutId: payout!.id },
    ]);
    // Once only: the second return is refused and credits nothing.
    expect((await returned('Again')).statusCode).toBe(409);
    expect(await ledgerRows(t, payee.id, 'payout_return')).toHaveLength(1);

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, payee.id));
    expect(notice).toMatchObject({
      link: '/chrs/personal-billing-info',
      title: 'A payout to you was returned by the bank',
    });
    expect(notice?.details).toContain('Account closed (AC04)');

    const detail = await t.app.inject({
      url: `/api/recruiter-payments/batches/${batch.id}`,
      headers,
    });
    expect(detail.json<PayoutBatchDetail>()).toMatchObject({ returnedCount: 1, status: 'sent' });

    // Blocked: listed with its balance, not selectable, refused in a batch.
    expect(await payableRow(headers, payee.email)).toMatchObject({
      balanceMinor: 30_000,
      blocked: true,
      selectable: false,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/recruiter-payments/batches',
      headers,
      payload: { requestKey: newKey(), currency: 'EUR', recruiterIds: [payee.publicId] },
    });
    expect(refused.json()).toMatchObject({
      details: { reason: 'not_payable', recruiters: [{ problem: 'blocked' }] },
    });

    // Marking the batch paid leaves the returned payout returned.
    await action(headers, `/batches/${batch.id}/paid`, { bankReference: 'REF-1' });
    expect((await payoutsOf(headers, batch.id))[0]?.status).toBe('returned');

    // The recruiter saves the billing info again: selectable once more.
    const recruiter = await loginAsUser(t, payee);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/billing-info/personal',
      headers: recruiter,
      payload: {
        accountType: 1,
        country: await countryId(t.db, 'NL'),
        currency: 'EUR',
        accountHolderName: 'Corrected Holder',
        iban: 'NL91 ABNA 0417 1643 00',
        billingName: 'Corrected Holder',
        billingEmail: payee.email,
        billingCity: await cityId(t.db, 'NL', 'Amsterdam'),
        billingAddress: 'Damrak 1, 1012 LG',
        billingPostcode: '1012 LG',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await payableRow(headers, payee.email)).toMatchObject({
      blocked: false,
      selectable: true,
    });
    const again = await batchFor(headers, 'EUR', [payee.publicId]);
    expect((await payoutsOf(headers, again.id))[0]).toMatchObject({
      grossMinor: 30_000,
      iban: 'NL91ABNA0417164300',
      accountHolderName: 'Corrected Holder',
    });
  });

  it('writes the recruiter’s notification in Turkish when that is their language', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, {
      country: 'TR',
      balances: { TRY: 150_000 },
      user: { language: 'tr' },
    });
    const batch = await batchFor(headers, 'TRY', [payee.publicId]);
    const [payout] = await payoutsOf(headers, batch.id);
    await action(headers, `/batches/${batch.id}/sent`);
    await action(headers, `/payouts/${payout!.id}/returned`, { reason: 'Hesap kapalı' });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, payee.id));
    expect(notice?.title).toBe('Bir ödemeniz banka tarafından iade edildi');
  });
});

describe('the bank file of a batch', () => {
  it('is a pain.001.001.09 for EUR with the count, exact control sum and one end-to-end id per payout', async () => {
    const headers = await staff();
    await setWithholding(t.db, 'FR', 1500);
    const one = await createPayee(t.db, { country: 'FR', balances: { EUR: 10 } });
    const two = await createPayee(t.db, { country: 'DE', balances: { EUR: 20 } });
    const batch = await batchFor(headers, 'EUR', [one.publicId, two.publicId]);
    const response = await t.app.inject({
      url: `/api/recruiter-payments/batches/${batch.id}/file`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain(`payout-batch-${batch.id}-eur.xml`);
    const xml = response.body;
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    // 0.10 less 15 % (0.02 rounded half up) and 0.20: 0.08 + 0.20.
    expect(xml.match(/<CtrlSum>0.28<\/CtrlSum>/g)).toHaveLength(2);
    const ids = [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((m) => m[1]);
    const statements = (await payoutsOf(headers, batch.id)).map((p) => p.statementNumber).sort();
    expect(ids).toEqual(statements);
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>'); // the configured debtor
  });

  it('is a semicolon list with comma decimals for TRY and a CSV otherwise; returned payouts stay out', async () => {
    const headers = await staff();
    await setWithholding(t.db, 'TR', 2000);
    const turkish = await createPayee(t.db, { country: 'TR', balances: { TRY: 123_456 } });
    const lira = await batchFor(headers, 'TRY', [turkish.publicId]);
    const list = await t.app.inject({
      url: `/api/recruiter-payments/batches/${lira.id}/file`,
      headers,
    });
    expect(list.headers['content-type']).toContain('text/csv');
    const lines = list.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Alıcı Adı Soyadı;IBAN;Tutar;Açıklama');
    expect(lines[1]).toMatch(
      /;TR330006100519786457841326;987,65;"Tavsiye ödülü, ekstre SB-\d{4}-\d{6}"$/,
    );

    const british = await createPayee(t.db, { country: 'GB', balances: { USD: 5_000 } });
    const dollars = await batchFor(headers, 'USD', [british.publicId]);
    const csv = await t.app.inject({
      url: `/api/recruiter-payments/batches/${dollars.id}/file`,
      headers,
    });
    expect(csv.body).toContain('Reference,Beneficiary name,IBAN,Amount,Currency,Description');
    expect(csv.body).toContain(',GB33BUKB20201555555555,50.00,USD,');

    const [payout] = await payoutsOf(headers, dollars.id);
    await action(headers, `/batches/${dollars.id}/sent`);
    await action(headers, `/payouts/${payout!.id}/returned`, { reason: 'Wrong account' });
    const empty = await t.app.inject({
      url: `/api/recruiter-payments/batches/${dollars.id}/file`,
      headers,
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ details: { reason: 'nothing_to_send' } });
  });
});
