import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts.ts';
import type { PdfLanguage } from './document-data.ts';

const PAGE = { width: 595.28, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const LEFT = PAGE.margin;
const MUTED = '#555555';
const INK = '#111111';
const RULE = '#bbbbbb';
/** A party block never grows past this height, whatever its fields hold. */
const MAX_BLOCK_HEIGHT = 130;

export type Pdf = {
  doc: PDFKit.PDFDocument;
  lang: PdfLanguage;
  regular: () => PDFKit.PDFDocument;
  bold: () => PDFKit.PDFDocument;
  /** Ends the document; resolves with its bytes. */
  finish: () => Promise<Buffer>;
};

/** An A4 document in DejaVu Sans, collected in memory. */
export function createPdf(meta: { title: string; author: string; lang: PdfLanguage }): Pdf {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: fonts.regular,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fillColor(INK);
  return {
    doc,
    lang: meta.lang,
    regular: () => doc.font(fonts.regular),
    bold: () => doc.font(fonts.bold),
    finish: () => {
      doc.end();
      return done;
    },
  };
}

export function drawTitle(pdf: Pdf, title: string, y: number): number {
  pdf.bold().fontSize(20).fillColor(INK).text(title, LEFT, y, { width: CONTENT_WIDTH });
  return pdf.doc.y + 12;
}

/** Label and value pairs, one a line; answers the y below them. */
export function drawFacts(
  pdf: Pdf,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  width: number,
): number {
  const labelWidth = Math.min(110, width / 2);
  let top = y;
  for (const [label, value] of rows) {
    pdf.regular().fontSize(9).fillColor(MUTED);
    pdf.doc.text(label, x, top, { width: labelWidth - 6, height: 24, ellipsis: true });
    pdf.regular().fontSize(10).fillColor(INK);
    pdf.doc.text(value, x + labelWidth, top, {
      width: width - labelWidth,
      height: 26,
      ellipsis: true,
    });
    top = Math.max(pdf.doc.y, top + 13) + 3;
  }
  return top;
}

/** A heading and the lines of a party (seller, buyer); its height is capped. */
export function drawBlock(
  pdf: Pdf,
  heading: string,
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
): number {
  // Turkish capitals: i becomes İ, ı becomes I.
  const caps = heading.toLocaleUpperCase(pdf.lang === 'tr' ? 'tr-TR' : 'en-GB');
  pdf.regular().fontSize(9).fillColor(MUTED).text(caps, x, y, { width });
  const body = lines.filter((line) => line !== '').join('\n');
  pdf.regular().fontSize(10).fillColor(INK);
  pdf.doc.text(body, x, pdf.doc.y + 4, { width, height: MAX_BLOCK_HEIGHT, ellipsis: true });
  return pdf.doc.y;
}

function rule(pdf: Pdf, y: number, x = LEFT, width = CONTENT_WIDTH) {
  pdf.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

const AMOUNT_WIDTH = 130;

/** The lines of the document: description and amount, under a header row. */
export function drawLines(
  pdf: Pdf,
  header: readonly [string, string],
  rows: readonly (readonly [string, string])[],
  y: number,
): number {
  const descriptionWidth = CONTENT_WIDTH - AMOUNT_WIDTH - 10;
  const amountX = LEFT + CONTENT_WIDTH - AMOUNT_WIDTH;
  pdf.bold().fontSize(9).fillColor(MUTED);
  pdf.doc.text(header[0], LEFT, y, { width: descriptionWidth });
  pdf.doc.text(header[1], amountX, y, { width: AMOUNT_WIDTH, align: 'right' });
  let top = y + 16;
  rule(pdf, top - 3);
  for (const [description, amount] of rows) {
    pdf.regular().fontSize(10).fillColor(INK);
    pdf.doc.text(description, LEFT, top + 4, {
      width: descriptionWidth,
      height: 26,
      ellipsis: true,
    });
    const below = pdf.doc.y;
    pdf.doc.text(amount, amountX, top + 4, { width: AMOUNT_WIDTH, align: 'right' });
    top = Math.max(below, pdf.doc.y) + 4;
    rule(pdf, top);
  }
  return top + 8;
}

/** The totals under the lines, right-aligned; the last row (the total) in bold. */
export function drawTotals(
  pdf: Pdf,
  rows: readonly (readonly [string, string])[],
  y: number,
): number {
  const width = 260;
  const x = LEFT + CONTENT_WIDTH - width;
  let top = y;
  rows.forEach(([label, value], index) => {
    const last = index === rows.length - 1;
    if (last) {
      rule(pdf, top, x, width);
      top += 5;
    }
    (last ? pdf.bold() : pdf.regular()).fontSize(last ? 12 : 10).fillColor(INK);
    pdf.doc.text(label, x, top, { width: width - AMOUNT_WIDTH - 6 });
    pdf.doc.text(value, x + width - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
    top = pdf.doc.y + 5;
  });
  return top + 6;
}

/** A note in small print across the page. */
export function drawNote(pdf: Pdf, text: string, y: number): number {
  pdf.regular().fontSize(9).fillColor(MUTED).text(text, LEFT, y, { width: CONTENT_WIDTH });
  return pdf.doc.y + 6;
}
