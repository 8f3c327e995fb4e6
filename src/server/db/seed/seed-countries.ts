import { sql } from 'drizzle-orm';
import i18nCountries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import trLocale from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Transaction } from '#server/db/client.ts';
import { countries } from '#server/db/schema/lookups.ts';
import {
  DEFAULT_CURRENCIES,
  ENGLISH_NAMES,
  NO_CURRENCY,
  PHONE_CODES,
  TURKISH_NAMES,
} from './data/country-fixes.ts';

i18nCountries.registerLocale(enLocale);
i18nCountries.registerLocale(trLocale);

type CountryRow = typeof countries.$inferInsert;

function phoneCode(iso2: string): string {
  if (isSupportedCountry(iso2)) return `+${getCountryCallingCode(iso2)}`;
  const code = PHONE_CODES[iso2];
  if (!code) throw new Error(`No calling code for ${iso2}`);
  return code;
}

function defaultCurrency(iso2: string): string | null {
  const currency = DEFAULT_CURRENCIES.get(iso2);
  if (currency) return currency;
  if (NO_CURRENCY.includes(iso2)) return null;
  throw new Error(`No currency for ${iso2}`);
}

function countryName(iso2: string, language: 'en' | 'tr', fixes: Record<string, string>): string {
  const name = fixes[iso2] ?? i18nCountries.getName(iso2, language);
  if (!name) throw new Error(`No ${language} name for ${iso2}`);
  return name;
}

/**
 * Every ISO 3166 country (the list of i18n-iso-countries). The id is the ISO numeric code (792
 * for Türkiye; 983 for Kosovo, which has none officially), so ids never move when the list grows.
 */
export function countryRows(): CountryRow[] {
  return Object.keys(i18nCountries.getAlpha2Codes()).map((iso2) => {
    const numeric = i18nCountries.alpha2ToNumeric(iso2);
    if (!numeric) throw new Error(`No numeric ISO code for ${iso2}`);
    return {
      id: Number(numeric),
      iso2,
      nameEn: countryName(iso2, 'en', ENGLISH_NAMES),
      nameTr: countryName(iso2, 'tr', TURKISH_NAMES),
      phoneCode: phoneCode(iso2),
      defaultCurrency: defaultCurrency(iso2),
    };
  });
}

/** Inserts missing countries; when all are present this costs one count query. */
export async function seedCountries(tx: Transaction): Promise<number> {
  const known = Object.keys(i18nCountries.getAlpha2Codes()).length;
  const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(countries);
  if ((existing?.count ?? 0) >= known) return 0;
  const rows = countryRows();
  const inserted = await tx
    .insert(countries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: countries.id });
  return inserted.length;
}
