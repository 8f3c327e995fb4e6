import { asc, eq } from 'drizzle-orm';
import type { SignUpOptions } from '#shared/schemas/accounts.ts';
import type { Queryable } from '../../db/client.ts';
import { countries, industries, marketingChannels } from '../../db/schema/index.ts';

/** What the sign-up forms offer: marketing channels, industries and countries, in one language. */
export async function loadSignUpOptions(db: Queryable, lang: 'en' | 'tr'): Promise<SignUpOptions> {
  const [channels, industryRows, countryRows] = await Promise.all([
    db
      .select()
      .from(marketingChannels)
      .where(eq(marketingChannels.active, true))
      .orderBy(asc(marketingChannels.sortOrder), asc(marketingChannels.id)),
    db
      .select()
      .from(industries)
      .where(eq(industries.active, true))
      .orderBy(asc(industries.sortOrder), asc(industries.id)),
    db.select().from(countries),
  ]);
  const collator = new Intl.Collator(lang);
  return {
    marketingChannels: channels.map((c) => ({
      id: c.id,
      name: c.name,
      description: lang === 'tr' ? c.nameTr : c.nameEn,
    })),
    industries: industryRows
      .map((i) => ({ id: i.id, description: lang === 'tr' ? i.nameTr : i.nameEn }))
      .sort((a, b) => collator.compare(a.description, b.description)),
    countries: countryRows
      .map((c) => ({
        id: c.id,
        iso2: c.iso2,
        description: lang === 'tr' ? c.nameTr : c.nameEn,
        phoneCode: c.phoneCode,
      }))
      .sort((a, b) => collator.compare(a.description, b.description)),
  };
}
