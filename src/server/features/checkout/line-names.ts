import { checkout } from '#shared/i18n/checkout.ts';
import type { CheckoutLine } from '../../infra/payments/provider.ts';
import type { Priced } from './quote.ts';
import type { ResolvedTarget } from './targets.ts';

type Language = 'en' | 'tr';

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_match, key: string) => values[key] ?? '');
}

/** The VAT rate in per cent as people write it: 2000 bp is 20, 1950 bp is 19.5. */
export function ratePercent(rateBp: number): string {
  return String(rateBp / 100);
}

/** What the provider's page lists, in the buyer's language: the fee, then the VAT if any. */
export function sessionLines(
  target: ResolvedTarget,
  priced: Priced,
  language: Language,
): CheckoutLine[] {
  const lines = checkout[language].lines;
  const name =
    target.kind === 'job'
      ? fill(lines.jobPosting, { title: target.job.title, code: target.job.referenceCode })
      : target.kind === 'plan'
        ? fill(lines.plan, { plan: language === 'tr' ? target.plan.nameTr : target.plan.nameEn })
        : fill(lines.invoice, { number: target.invoice.number });
  // Provider line names are short: Stripe shows up to a few hundred characters.
  const result: CheckoutLine[] = [{ name: name.slice(0, 250), amountMinor: priced.netMinor }];
  if (priced.vat.vatMinor > 0)
    result.push({
      name: fill(lines.vat, { rate: ratePercent(priced.vat.rateBp) }),
      amountMinor: priced.vat.vatMinor,
    });
  return result;
}
