import { Document } from 'sepa';
import { minorToDecimal } from '#shared/format/money.ts';
import { totalMinor, type BankTransfer } from './transfer.ts';

export const PAIN_001_FORMAT = 'pain.001.001.09';
export const PAIN_001_NAMESPACE = `urn:iso:std:iso:20022:tech:xsd:${PAIN_001_FORMAT}`;

export type Pain001Input = {
  /** The file's message id (GrpHdr/MsgId), unique per file, at most 35 characters. */
  messageId: string;
  createdAt: Date;
  executionDate: Date;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly BankTransfer[];
};

/** Letters the EPC's basic Latin set lacks, spelt the way banks spell them. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  þ: 'th',
  Þ: 'TH',
  '&': '+',
};
const OUTSIDE_SEPA_LATIN = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * Text in the character set every SEPA bank must accept (EPC basic Latin): accents dropped,
 * other characters spaced out, cut to the field's length. Names of recruiters are free text.
 */
export function sepaText(text: string, maxLength: number, fallback = 'N/A'): string {
  const latin = Array.from(text, (char) => SPELLED[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(OUTSIDE_SEPA_LATIN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
  return latin || fallback;
}

/**
 * An ISO 20022 customer credit transfer initiation (pain.001.001.09) of EUR transfers from the
 * platform's account, built with the `sepa` package. Amounts come from minor units; the file's
 * control sum is checked against their exact total before the file is handed out.
 */
export function buildPain001(input: Pain001Input): string {
  const doc = new Document(PAIN_001_FORMAT);
  doc.grpHdr.id = sepaText(input.messageId, 35);
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = sepaText(input.debtor.name, 70);

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = input.executionDate;
  info.debtorName = sepaText(input.debtor.name, 70);
  info.debtorIBAN = input.debtor.iban;
  info.debtorBIC = input.debtor.bic;
  info.batchBooking = true;
  doc.addPaymentInfo(info);

  for (const transfer of input.transfers) {
    const payment = info.createTransaction();
    payment.end2endId = transfer.endToEndId;
    payment.creditorName = sepaText(transfer.name, 70);
    payment.creditorIBAN = transfer.iban;
    payment.amount = Number(minorToDecimal(transfer.amountMinor, 2));
    payment.currency = 'EUR';
    payment.remittanceInfo = sepaText(transfer.description, 140);
    info.addTransaction(payment);
  }

  const xml = doc.toString();
  const expected = minorToDecimal(totalMinor(input.transfers), 2);
  const written = /<CtrlSum>([^<]*)<\/CtrlSum>/.exec(xml)?.[1];
  if (written !== expected)
    throw new Error(
      `pain.001 control sum ${written ?? 'missing'} is not the exact total ${expected}`,
    );
  return xml;
}
