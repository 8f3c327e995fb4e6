import { describe, expect, it } from 'vitest';
import { buildPain001, PAIN_001_NAMESPACE, sepaText } from './pain001.ts';
import { buildPayoutCsv } from './payout-csv.ts';
import type { BankTransfer } from './transfer.ts';
import { buildTryTransferList } from './try-transfer-list.ts';

const debtor = { name: 'Demo Marketplace Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

const transfer = (
  index: number,
  amountMinor: number,
  name = `Recruiter ${index}`,
): BankTransfer => ({
  endToEndId: `SB-2026-${String(index).padStart(6, '0')}`,
  name,
  iban: 'FR1420041010050500013M02606',
  amountMinor,
  description: `Referral rewards, statement SB-2026-${index}`,
});

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('the pain.001.001.09 credit transfer file', () => {
  it('has the ISO 20022 namespace, the count and the exact control sum', () => {
    // 0.1 + 0.2 style amounts: a float sum would drift, the file must not.
    const transfers = [transfer(1, 10), transfer(2, 20), transfer(3, 123_456_789), transfer(4, 1)];
    const xml = buildPain001({
      messageId: 'RM-PAYOUTS-7',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      executionDate: new Date('2026-03-02T10:00:00Z'),
      debtor,
      transfers,
    });
    expect(PAIN_001_NAMESPACE).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml).toContain(`<Document xmlns="${PAIN_001_NAMESPACE}"`);
    expect(xml).toContain('<CstmrCdtTrfInitn>');
    expect(tag(xml, 'NbOfTxs')).toEqual(['4', '4']);
    expect(tag(xml, 'CtrlSum')).toEqual(['1234568.20', '1234568.20']);
    expect(tag(xml, 'InstdAmt')).toEqual(['0.10', '0.20', '1234567.89', '0.01']);
    expect(tag(xml, 'EndToEndId')).toEqual([
      'SB-2026-000001',
      'SB-2026-000002',
      'SB-2026-000003',
      'SB-2026-000004',
    ]);
    expect(xml).toContain('<InstdAmt Ccy="EUR">');
    expect(tag(xml, 'MsgId')).toEqual(['RM-PAYOUTS-7']);
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain('<BICFI>COBADEFFXXX</BICFI>');
  });

  it('writes names in the SEPA character set and escapes nothing into markup', () => {
    const xml = buildPain001({
      messageId: 'RM-PAYOUTS-8',
      createdAt: new Date(),
      executionDate: new Date(),
      debtor,
      transfers: [transfer(1, 500, 'Çağla Şİmşek <b>&</b> Jørgensen Straße')],
    });
    expect(tag(xml, 'Nm')).toContain('Cagla SImsek b + /b Jorgensen Strasse');
    expect(xml).not.toContain('<b>');
    expect(sepaText('李小龍', 70)).toBe('N/A');
    expect(sepaText('x'.repeat(100), 70)).toHaveLength(70);
  });

  it('builds 10,000 transfers with the exact total', () => {
    const transfers = Array.from({ length: 10_000 }, (_, i) => transfer(i + 1, 9_999 + i));
    const xml = buildPain001({
      messageId: 'RM-PAYOUTS-9',
      createdAt: new Date(),
      executionDate: new Date(),
      debtor,
      transfers,
    });
    const total = transfers.reduce((sum, t) => sum + t.amountMinor, 0);
    expect(tag(xml, 'CtrlSum')[0]).toBe((total / 100).toFixed(2));
    expect(tag(xml, 'NbOfTxs')[0]).toBe('10000');
  });
});

describe('the Turkish FAST/EFT transfer list', () => {
  it('has receiver, IBAN, a comma-decimal amount and a description, separated by semicolons', () => {
    const text = buildTryTransferList([
      { ...transfer(1, 123_456, 'Ayşe Yılmaz'), iban: 'TR330006100519786457841326' },
      { ...transfer(2, 5, '=HYPERLINK("x");evil'), iban: 'TR330006100519786457841326' },
      // A comma-splitting spreadsheet must not find a formula after the comma either.
      { ...transfer(3, 7, 'Ali Veli,=2+3,'), iban: 'TR330006100519786457841326' },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Alıcı Adı Soyadı;IBAN;Tutar;Açıklama');
    expect(lines[1]).toBe(
      'Ayşe Yılmaz;TR330006100519786457841326;1234,56;"Referral rewards, statement SB-2026-1"',
    );
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""x"");evil";TR330006100519786457841326;0,05;"Referral rewards, statement SB-2026-2"`,
    );
    expect(lines[3]).toBe(
      `"Ali Veli,=2+3,";TR330006100519786457841326;0,07;"Referral rewards, statement SB-2026-3"`,
    );
  });
});

describe('the CSV of other currencies', () => {
  it('has the amounts in the currency’s digits', () => {
    const text = buildPayoutCsv([transfer(1, 150_000)], 'JPY', 0);
    expect(text.slice(1).split('\r\n')[1]).toBe(
      'SB-2026-000001,Recruiter 1,FR1420041010050500013M02606,150000,JPY,"Referral rewards, statement SB-2026-1"',
    );
    expect(buildPayoutCsv([transfer(1, 150_001)], 'USD', 2)).toContain(',1500.01,USD,');
  });
});
