import { formatDate } from '#shared/format/date.ts';
import type { BillingParty, PdfLanguage, SellerDetails } from './document-data.ts';
import { bounded, textsOf } from './document-texts.ts';
import { partyLines, sellerLines } from './party-lines.ts';
import { CONTENT_WIDTH, createPdf, drawBlock, drawFacts, LEFT, type Pdf } from './pdf-layout.ts';

const GUTTER = 30;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;
const RIGHT = LEFT + COLUMN + GUTTER;

/** What every money document states at its top; `status` is already in the reader's language. */
export type DocumentFacts = {
  number: string;
  issuedAt: Date;
  status: string;
  currency: string;
  paidAt: Date | null;
  /** Facts of this kind of document, after the common ones. */
  more?: [string, string][];
};

/** A money document's A4 PDF: titled with its kind and number, authored by the platform. */
export function createDocumentPdf(
  title: string,
  number: string,
  platform: SellerDetails,
  lang: PdfLanguage,
): Pdf {
  return createPdf({ title: `${title} ${number}`, author: bounded(platform.name), lang });
}

/**
 * The document's facts (number, date, status, currency, paid on) on the left and the platform's
 * block (as seller or as customer) on the right; answers the y below both.
 */
export function drawFactsAndPlatform(
  pdf: Pdf,
  facts: DocumentFacts,
  platform: { heading: string; details: SellerDetails },
  y: number,
): number {
  const texts = textsOf(pdf.lang);
  const rows: [string, string][] = [
    [texts.number, bounded(facts.number, 40)],
    [texts.issueDate, formatDate(facts.issuedAt)],
    [texts.status, facts.status],
    [texts.currency, bounded(facts.currency, 3)],
  ];
  if (facts.paidAt) rows.push([texts.paidOn, formatDate(facts.paidAt)]);
  rows.push(...(facts.more ?? []));
  const factsEnd = drawFacts(pdf, rows, LEFT, y, COLUMN);
  const platformEnd = drawBlock(
    pdf,
    platform.heading,
    sellerLines(platform.details, pdf.lang),
    RIGHT,
    y,
    COLUMN,
  );
  return Math.max(factsEnd, platformEnd) + 18;
}

/**
 * The other party's block (buyer or supplier) on the left and, when given, `beside` it on the
 * right (the bank account paid); answers the y below both.
 */
export function drawPartyRow(
  pdf: Pdf,
  party: { heading: string; details: BillingParty },
  y: number,
  beside?: { heading: string; lines: string[] },
): number {
  const partyEnd = drawBlock(
    pdf,
    party.heading,
    partyLines(party.details, pdf.lang),
    LEFT,
    y,
    COLUMN,
  );
  const besideEnd = beside
    ? drawBlock(pdf, beside.heading, beside.lines, RIGHT, y, COLUMN)
    : partyEnd;
  return Math.max(partyEnd, besideEnd) + 24;
}
