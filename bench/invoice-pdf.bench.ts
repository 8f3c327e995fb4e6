import PDFDocument from 'pdfkit';
import { renderInvoicePdf } from '../src/server/infra/pdf/render-invoice.ts';
import type { InvoicePdfData } from '../src/server/infra/pdf/document-data.ts';

export type TimedRow = { name: string; runs: number; p50: number; p95: number; max: number };

/** Runs `work` `runs` times after `warm` untimed runs; milliseconds per run. */
export async function timed(
  name: string,
  runs: number,
  work: () => Promise<unknown>,
  warm = 3,
): Promise<TimedRow> {
  for (let i = 0; i < warm; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { name, runs, p50: at(0.5), p95: at(0.95), max: Number((times.at(-1) ?? 0).toFixed(1)) };
}

export function printTimed(rows: TimedRow[]) {
  console.log('\n## Money\n');
  console.log('| benchmark | runs | p50 ms | p95 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.name} | ${r.runs} | ${r.p50} | ${r.p95} | ${r.max} |`);
}

const INVOICE: InvoicePdfData = {
  lang: 'tr',
  seller: {
    name: 'Referral Marketplace Demo A.Ş.',
    address: 'Büyükdere Caddesi 1, 34394 Şişli, İstanbul',
    taxNumber: 'DEMO-0000000000',
    email: 'billing@demo.local',
  },
  buyer: {
    name: 'Kestrel Yazılım Ltd. Şti.',
    email: 'fatura@kestrel.example',
    address: 'Atatürk Bulvarı 27',
    postCode: '06420',
    city: 'Ankara',
    country: 'Türkiye',
    taxNumber: '1234567890',
  },
  kind: 'hire',
  number: 'INV-2026-000042',
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  status: 'unpaid',
  paidAt: null,
  creditsNumber: null,
  lines: [{ description: 'Ödül: Kıdemli Yazılım Geliştirici (J-1A2B3C4D)', netMinor: 2_000_000 }],
  currency: 'TRY',
  netMinor: 2_000_000,
  vatRateBp: 2000,
  vatMinor: 400_000,
  totalMinor: 2_400_000,
  reverseCharge: false,
};

/** A one-line pdfkit document with its built-in font: the library's own floor. */
function barePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('INV-2026-000042');
    doc.end();
  });
}

/** One invoice PDF (Turkish, DejaVu fonts embedded) beside a bare one-line pdfkit document. */
export async function invoicePdfBench(): Promise<TimedRow[]> {
  return [
    await timed('invoice PDF (renderInvoicePdf, tr)', 50, () => renderInvoicePdf(INVOICE)),
    await timed('baseline: bare pdfkit, one line, built-in font', 50, barePdf),
  ];
}
