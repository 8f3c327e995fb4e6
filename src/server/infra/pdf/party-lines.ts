import type { BillingParty, PdfLanguage, SellerDetails } from './document-data.ts';
import { bounded, textsOf } from './document-texts.ts';

/** A buyer's or supplier's billing details as the lines of its block. */
export function partyLines(party: BillingParty, lang: PdfLanguage): string[] {
  const texts = textsOf(lang);
  const place = [bounded(party.postCode, 20), bounded(party.city, 80)].filter(Boolean).join(' ');
  return [
    bounded(party.name),
    bounded(party.address),
    place,
    bounded(party.country, 80),
    party.taxNumber ? `${texts.taxNumber}: ${bounded(party.taxNumber, 60)}` : '',
    party.email ? `${texts.email}: ${bounded(party.email, 254)}` : '',
  ];
}

/** The platform's own details (configuration) as the lines of its block. */
export function sellerLines(seller: SellerDetails, lang: PdfLanguage): string[] {
  const texts = textsOf(lang);
  return [
    bounded(seller.name),
    bounded(seller.address),
    seller.taxNumber ? `${texts.taxNumber}: ${bounded(seller.taxNumber, 60)}` : '',
    seller.email ? `${texts.email}: ${bounded(seller.email, 254)}` : '',
  ];
}
