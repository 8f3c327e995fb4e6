import { eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { WarningCode } from '#shared/schemas/profile.ts';
import type { Queryable } from '../../db/client.ts';
import { billingProfiles, users } from '../../db/schema/index.ts';
import { companyOf } from '../../platform/company-access.ts';
import { readPreferences } from './preferences.ts';

async function billingComplete(db: Queryable, owner: { userId: number } | { companyId: number }) {
  const [row] = await db
    .select({ iban: billingProfiles.iban, address: billingProfiles.billingAddress })
    .from(billingProfiles)
    .where(
      'userId' in owner
        ? eq(billingProfiles.userId, owner.userId)
        : eq(billingProfiles.companyId, owner.companyId),
    );
  return Boolean(row?.iban && row.address);
}

/**
 * What the profile lacks, as the shell's warning badges: company information (company members:
 * industry, location, description and website),
 * LinkedIn (recruiters and candidates), personal details, billing information (recruiters and
 * company members). Dismissed warnings are left out.
 */
export async function computeWarnings(db: Queryable, userId: number): Promise<WarningCode[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return [];
  const found: WarningCode[] = [];
  const company = user.roleId === ROLE.company ? await companyOf(db, userId) : null;
  if (
    company &&
    !(
      company.industryId &&
      company.countryId &&
      company.cityId &&
      company.description &&
      company.website
    )
  )
    found.push('general_check1');
  if ((user.roleId === ROLE.recruiter || user.roleId === ROLE.candidate) && !user.linkedinPage)
    found.push('general_check2');
  if (user.roleId !== ROLE.admin && !(user.mobile && user.countryId && user.cityId))
    found.push('general_check3');
  if (user.roleId === ROLE.recruiter && !(await billingComplete(db, { userId })))
    found.push('billing_check1');
  if (company && !(await billingComplete(db, { companyId: company.id })))
    found.push('billing_check1');
  const { dismissedWarnings } = await readPreferences(db, userId);
  return found.filter((code) => !dismissedWarnings.includes(code));
}
