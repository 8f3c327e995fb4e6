import { isNull, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { countryTaxRates, moneySettings } from '#server/db/schema/index.ts';

/** VAT and payout withholding the platform starts with, in basis points (staff change them). */
const TAX_RATES: Record<string, { vat: number; withholding: number }> = {
  TR: { vat: 2000, withholding: 2000 },
  DE: { vat: 1900, withholding: 0 },
  GB: { vat: 2000, withholding: 0 },
  FR: { vat: 2000, withholding: 0 },
  NL: { vat: 2100, withholding: 0 },
  ES: { vat: 2100, withholding: 0 },
  IT: { vat: 2200, withholding: 0 },
};

/** The money settings' seller country and the first tax rates; rows staff changed stay. */
export async function seedMoney(tx: Queryable): Promise<number> {
  const codes = Object.keys(TAX_RATES);
  const countries = await tx.execute<{ id: number; iso2: string }>(
    sql`select id, iso2 from countries where iso2 in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`,
  );
  const rows = countries.rows.flatMap((country) => {
    const rate = TAX_RATES[country.iso2];
    return rate
      ? [{ countryId: country.id, vatRateBp: rate.vat, withholdingRateBp: rate.withholding }]
      : [];
  });
  const inserted = rows.length
    ? await tx.insert(countryTaxRates).values(rows).onConflictDoNothing().returning()
    : [];
  const seller = countries.rows.find((country) => country.iso2 === 'TR');
  if (seller)
    await tx
      .update(moneySettings)
      .set({ sellerCountryId: seller.id })
      .where(isNull(moneySettings.sellerCountryId));
  return inserted.length;
}
