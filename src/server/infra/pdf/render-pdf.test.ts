import { describe, expect, it } from 'vitest';
import { pdfText } from '#server/test/factories/money.ts';
import type { BillingParty, InvoicePdfData, StatementPdfData } from './document-data.ts';
import { renderInvoicePdf } from './render-invoice.ts';
import { renderStatementPdf } from './render-statement.ts';

const seller = {
  name: 'Demo Seller Ltd.',
  address: '1 Demo Street, 34000 Istanbul',
  taxNumber: 'DEMO-1',
  email: 'billing@demo.local',
};
const buyer: BillingParty = {
  name: 'Çağlayan Şişecilik A.Ş.',
  email: 'fatura@example.test',
  address: 'Büyükdere Caddesi 185',
  postCode: '34394',
  city: 'İstanbul',
  country: 'Türkiye',
  taxNumber: '1234567890',
};

const invoice = (overrides: Partial<InvoicePdfData> = {}): InvoicePdfData => ({
  lang: 'en',
  seller,
  buyer,
  kind: 'job_posting',
  number: 'INV-2026-000123',
  issuedAt: new Date('2026-03-05T22:30:00Z'),
  status: 'paid',
  paidAt: new Date('2026-03-06T08:00:00Z'),
  creditsNumber: null,
  lines: [{ description: 'Job posting fee: Data Engineer (T-ABC)', netMinor: 150_050 }],
  currency: 'USD',
  netMinor: 150_050,
  vatRateBp: 2000,
  vatMinor: 30_010,
  totalMinor: 180_060,
  reverseCharge: false,
  ...overrides,
});

const statement = (overrides: Partial<StatementPdfData> = {}): StatementPdfData => ({
  lang: 'en',
  customer: seller,
  supplier: { ...buyer, name: 'Ayşe Işık' },
  number: 'SB-2026-000042',
  issuedAt: new Date('2026-04-01T10:00:00Z'),
  status: 'paid',
  paidAt: new Date('2026-04-03T10:00:00Z'),
  accountHolderName: 'Ayşe Işık',
  iban: 'TR330006100519786457841326',
  bankReference: 'EFT-99812',
  currency: 'TRY',
  grossMinor: 2_500_000,
  withholdingRateBp: 2000,
  withholdingMinor: 500_000,
  netMinor: 2_000_000,
  ...overrides,
});

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderInvoicePdf', () => {
  it('draws an English invoice: number, date, parties, net, VAT, total and status', async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat(await pdfText(pdf));
    for (const expected of [
      'Invoice',
      'INV-2026-000123',
      '05.03.2026',
      'Demo Seller Ltd.',
      'Çağlayan Şişecilik A.Ş.',
      'Büyükdere Caddesi 185',
      '34394 İstanbul',
      'Tax number: 1234567890',
      'fatura@example.test',
      'Job posting fee: Data Engineer (T-ABC)',
      '$1,500.50',
      'VAT 20%',
      '$300.10',
      '$1,800.60',
      'Paid',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Reverse charge');
  });

  it('draws Turkish labels and letters (ğ ş ı İ) and Turkish number punctuation', async () => {
    const text = flat(await pdfText(await renderInvoicePdf(invoice({ lang: 'tr' }))));
    for (const expected of ['Fatura', 'Düzenleme tarihi', 'Alıcı'.toLocaleUpperCase('tr-TR')])
      expect(text).toContain(expected);
    expect(text).toContain('Çağlayan Şişecilik A.Ş.');
    expect(text).toContain('İstanbul');
    expect(text).toContain('KDV %20');
    expect(text).toContain('$1.800,60');
    expect(text).toContain('Ödendi');
  });

  it('says "Reverse charge" instead of a VAT amount, and a credit note names what it credits', async () => {
    const reverse = flat(
      await pdfText(
        await renderInvoicePdf(invoice({ reverseCharge: true, vatRateBp: 0, vatMinor: 0 })),
      ),
    );
    expect(reverse).toContain('Reverse charge');
    expect(reverse).toContain('the buyer accounts for the VAT');
    expect(reverse).not.toContain('VAT 0%');

    const note = flat(
      await pdfText(
        await renderInvoicePdf(
          invoice({
            kind: 'credit_note',
            number: 'INV-2026-000124',
            status: 'issued',
            paidAt: null,
            creditsNumber: 'INV-2026-000123',
            netMinor: -150_050,
            vatMinor: -30_010,
            totalMinor: -180_060,
            lines: [{ description: 'Credit for invoice INV-2026-000123', netMinor: -150_050 }],
          }),
        ),
      ),
    );
    expect(note).toContain('Credit note');
    expect(note).toContain('Credits invoice INV-2026-000123');
    expect(note).toContain('−$1,800.60');
    expect(note).toContain('Issued');
  });

  it('keeps to one page and bounded time whatever the stored fields hold', async () => {
    const long = 'x'.repeat(50_000);
    const party = { ...buyer, name: long, address: `${long}\n`.repeat(3), city: long, email: long };
    const started = performance.now();
    const documents = [
      await renderInvoicePdf(
        invoice({
          buyer: party,
          seller: { ...seller, name: long, address: long },
          creditsNumber: long,
          lines: Array.from({ length: 500 }, () => ({ description: long, netMinor: 1 })),
        }),
      ),
      await renderStatementPdf(
        statement({ supplier: party, accountHolderName: long, iban: long, bankReference: long }),
      ),
    ];
    expect(performance.now() - started).toBeLessThan(5_000);
    const { getDocumentProxy } = await import('unpdf');
    for (const pdf of documents) {
      expect(pdf.length).toBeLessThan(200_000);
      const document = await getDocumentProxy(new Uint8Array(pdf));
      expect(document.numPages).toBe(1);
      await document.destroy();
    }
  });
});

describe('renderStatementPdf', () => {
  it('draws the self-billing statement with the supplier, IBAN, gross, withholding and net', async () => {
    const pdf = await renderStatementPdf(statement());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat(await pdfText(pdf));
    for (const expected of [
      'Self-billing statement',
      'Self-billing statement issued on behalf of the supplier',
      'SB-2026-000042',
      '01.04.2026',
      'Ayşe Işık',
      'TR33 0006 1005 1978 6457 8413 26',
      'Tax number: 1234567890',
      '₺25,000',
      'Withholding tax 20%',
      '−₺5,000',
      '₺20,000',
      'EFT-99812',
      'Paid',
    ])
      expect(text).toContain(expected);
  });

  it('is drawn in Turkish with the Turkish statement note', async () => {
    const text = flat(
      await pdfText(await renderStatementPdf(statement({ lang: 'tr', status: 'returned' }))),
    );
    expect(text).toContain('Tedarikçi adına alıcı tarafından düzenlenen fatura');
    expect(text).toContain('Stopaj %20');
    expect(text).toContain('₺20.000');
    expect(text).toContain('Banka tarafından iade edildi');
    expect(text).toContain('TEDARİKÇİ');
  });
});
