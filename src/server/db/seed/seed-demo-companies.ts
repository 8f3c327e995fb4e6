import { eq } from 'drizzle-orm';
import { CURRENCY_CODES, FILE_TYPE, type CurrencyCode } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { companies, companyMembers } from '#server/db/schema/companies.ts';
import { DEMO_COMPANIES, type DemoCompany } from './data/demo-companies.ts';
import { demoLocation } from './data/demo-locations.ts';
import { DEMO_IMAGE_TYPE, demoBadgeImage } from './demo-images.ts';
import { companyLogoSvg } from './demo-logos.ts';
import { storeDemoFile } from './demo-files.ts';
import { insertDemoUser, type DemoContext, type DemoUserRow } from './seed-demo-users.ts';

/** `index` is the position in DEMO_COMPANIES. */
export type DemoCompanyRow = {
  id: number;
  index: number;
  data: DemoCompany;
  currency: CurrencyCode;
  members: DemoUserRow[];
};

const DAY = 86_400_000;

/** The companies with their logo, owner and (for some) a second member. */
export async function seedDemoCompanies(context: DemoContext): Promise<DemoCompanyRow[]> {
  const { tx, refs } = context;
  const result: DemoCompanyRow[] = [];
  for (const [index, data] of DEMO_COMPANIES.entries()) {
    const local = demoLocation(data.iso2).currency;
    const currency: CurrencyCode = (CURRENCY_CODES as readonly string[]).includes(local)
      ? local
      : 'USD';
    const createdAt = new Date(context.now.getTime() - (95 - index * 2) * DAY);
    const [company] = await tx
      .insert(companies)
      .values({
        name: data.name,
        website: data.website,
        industryId: refs.industryId(data.industry),
        countryId: refs.countryId(data.iso2),
        cityId: refs.cityId(data.iso2, data.city),
        description: data.description,
        companySize: data.size,
        defaultCurrency: currency,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error(`Demo company ${data.name} was not inserted`);

    const logoId = await storeDemoFile(tx, context.storage, {
      fileTypeId: FILE_TYPE.logo,
      folder: 'logos',
      ...DEMO_IMAGE_TYPE,
      originalName: `${data.code.toLowerCase()}-logo.${DEMO_IMAGE_TYPE.extension}`,
      content: demoBadgeImage(companyLogoSvg(data.name, data.color)),
      companyId: company.id,
      isDefault: true,
    });
    await tx.update(companies).set({ logoFileId: logoId }).where(eq(companies.id, company.id));

    const people = [data.owner, ...(data.member ? [data.member] : [])];
    const members: DemoUserRow[] = [];
    for (const [position, person] of people.entries()) {
      const user = await insertDemoUser(
        context,
        { ...person, iso2: data.iso2, city: data.city },
        ROLE.company,
        95 - index * 2,
      );
      await tx
        .insert(companyMembers)
        .values({ companyId: company.id, userId: user.id, isOwner: position === 0, createdAt });
      members.push(user);
    }
    result.push({ id: company.id, index, data, currency, members });
  }
  return result;
}
