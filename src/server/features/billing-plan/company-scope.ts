import { eq } from 'drizzle-orm';
import { BILLING_PLAN_MESSAGES } from '#shared/schemas/billing-plan.ts';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { callerCompany, canManageCompany, isStaff } from '../../platform/company-access.ts';

export type PlanCompany = { id: number; publicId: string; name: string };

const noCompany = () => notFound('Company not found');

/**
 * The company whose plan the caller reads or changes: staff name it (`?companyId=`), a member
 * gets their own. Another company's id is answered 404, so its existence is never confirmed.
 */
export async function companyForCaller(
  db: Queryable,
  auth: AuthContext,
  companyPublicId: string | undefined,
): Promise<PlanCompany & { byStaff: boolean }> {
  if (isStaff(auth)) {
    if (!companyPublicId)
      throw badRequest('Choose a company', [
        { path: 'querystring.companyId', message: BILLING_PLAN_MESSAGES.companyRequired },
      ]);
    const [company] = await db
      .select({ id: companies.id, publicId: companies.publicId, name: companies.name })
      .from(companies)
      .where(eq(companies.publicId, companyPublicId));
    if (!company) throw noCompany();
    return { ...company, byStaff: true };
  }
  if (!companyPublicId) {
    const own = await callerCompany(db, auth);
    if (!own) throw noCompany();
    return { id: own.id, publicId: own.publicId, name: own.name, byStaff: false };
  }
  const [company] = await db
    .select({ id: companies.id, publicId: companies.publicId, name: companies.name })
    .from(companies)
    .where(eq(companies.publicId, companyPublicId));
  if (!company || !(await canManageCompany(db, auth, company.id))) throw noCompany();
  return { ...company, byStaff: false };
}
