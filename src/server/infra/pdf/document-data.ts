/** The plain data a money document is drawn from; the features read it from the database. */

export type PdfLanguage = 'en' | 'tr';

/** The platform as the seller of invoices and the customer of self-billing statements. */
export type SellerDetails = {
  name: string;
  address: string;
  taxNumber: string;
  email: string;
};

/** A buyer's or supplier's billing details, as kept on the document when it was issued. */
export type BillingParty = {
  name: string;
  email: string | null;
  address: string | null;
  postCode: string | null;
  city: string | null;
  country: string | null;
  taxNumber: string | null;
};

export type InvoiceLine = { description: string; netMinor: number };

export type InvoicePdfData = {
  lang: PdfLanguage;
  seller: SellerDetails;
  buyer: BillingParty;
  kind: 'job_posting' | 'plan' | 'hire' | 'credit_note';
  number: string;
  issuedAt: Date;
  status: 'unpaid' | 'paid' | 'credited' | 'issued';
  paidAt: Date | null;
  /** A credit note: the number of the invoice it credits. */
  creditsNumber: string | null;
  lines: InvoiceLine[];
  currency: string;
  netMinor: number;
  vatRateBp: number;
  vatMinor: number;
  totalMinor: number;
  reverseCharge: boolean;
};

export type StatementPdfData = {
  lang: PdfLanguage;
  /** The platform, which issues the statement on the supplier's behalf. */
  customer: SellerDetails;
  supplier: BillingParty;
  number: string;
  issuedAt: Date;
  status: 'created' | 'sent' | 'paid' | 'returned';
  paidAt: Date | null;
  accountHolderName: string;
  iban: string;
  bankReference: string | null;
  currency: string;
  grossMinor: number;
  withholdingRateBp: number;
  withholdingMinor: number;
  netMinor: number;
};
