import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  SaveWithholdingRateInput,
  WithholdingRate,
} from '#shared/schemas/recruiter-payments.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { countries, countryTaxRates } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';

/** Every country with a tax row: its withholding rate (0 where only VAT was set). */
export async function listWithholdingRates(db: Queryable): Promise<WithholdingRate[]> {
  return db
    .select({
      countryId: countries.id,
      iso2: countries.iso2,
      nameEn: countries.nameEn,
      nameTr: countries.nameTr,
      withholdingRateBp: countryTaxRates.withholdingRateBp,
    })
    .from(countryTaxRates)
    .innerJoin(countries, eq(countries.id, countryTaxRates.countryId))
    .orderBy(asc(countries.nameEn));
}

/**
 * Sets a country's withholding rate; its VAT rate is left as it is. New payouts take the rate of
 * the recruiter's billing country at the time they are made; made payouts keep theirs.
 */
export async function saveWithholdingRate(
  db: Database,
  input: SaveWithholdingRateInput,
  actorUserId: number,
  request: FastifyRequest,
) {
  await db.transaction(async (tx) => {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.countryId));
    if (!country)
      throw badRequest('Country is required', [
        { path: 'body.countryId', message: 'validation.required' },
      ]);
    await tx
      .insert(countryTaxRates)
      .values({ countryId: input.countryId, withholdingRateBp: input.withholdingRateBp })
      .onConflictDoUpdate({
        target: countryTaxRates.countryId,
        set: { withholdingRateBp: input.withholdingRateBp, updatedAt: new Date() },
      });
    await audit(
      tx,
      {
        actorUserId,
        action: 'withholding_rate.save',
        entity: 'country_tax_rate',
        entityId: input.countryId,
        data: { withholdingRateBp: input.withholdingRateBp },
      },
      request,
    );
  });
}
