import { and, eq } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { PAYMENT_STATUS, type CheckoutTarget } from '#shared/schemas/checkout.ts';
import type { Queryable } from '../../db/client.ts';
import { billingPlans, companies, invoices, jobs, payments } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { callerCompany, canManageCompany, isStaff } from '../../platform/company-access.ts';

type Company = typeof companies.$inferSelect;

/** What a checkout is for, loaded, with the company that pays. */
export type ResolvedTarget =
  | { kind: 'job'; company: Company; job: typeof jobs.$inferSelect }
  | { kind: 'plan'; company: Company; plan: typeof billingPlans.$inferSelect }
  | { kind: 'invoice'; company: Company; invoice: typeof invoices.$inferSelect };

/** The statuses a job can be paid for in: not yet published. */
export const PAYABLE_JOB_STATUSES: readonly number[] = [
  JOB_STATUS.draft,
  JOB_STATUS.pendingPayment,
];

async function companyById(db: Queryable, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company;
}

/** The company a plan is bought for: a company member's own; staff name one. */
async function planBuyer(db: Queryable, auth: AuthContext, companyPublicId: string | undefined) {
  if (isStaff(auth)) {
    if (!companyPublicId) throw notFound('Name the company the plan is for');
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.publicId, companyPublicId));
    if (!company) throw notFound('Company not found');
    return company;
  }
  const own = await callerCompany(db, auth);
  if (!own || (companyPublicId && companyPublicId !== own.publicId))
    throw notFound('Company not found');
  return own;
}

/**
 * Loads the target when the caller may pay for it: members of its company, or staff. Anything
 * else, including another company's job or invoice, is answered as not found.
 */
export async function resolveTarget(
  db: Queryable,
  auth: AuthContext,
  target: CheckoutTarget,
): Promise<ResolvedTarget> {
  if (target.kind === 'job') {
    const [job] = await db.select().from(jobs).where(eq(jobs.publicId, target.jobId));
    if (!job || !(await canManageCompany(db, auth, job.companyId))) throw notFound('Job not found');
    return { kind: 'job', job, company: await companyById(db, job.companyId) };
  }
  if (target.kind === 'invoice') {
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.publicId, target.invoiceId));
    if (!invoice || !(await canManageCompany(db, auth, invoice.companyId)))
      throw notFound('Invoice not found');
    return { kind: 'invoice', invoice, company: await companyById(db, invoice.companyId) };
  }
  const company = await planBuyer(db, auth, target.companyId);
  const [plan] = await db.select().from(billingPlans).where(eq(billingPlans.id, target.planId));
  if (!plan) throw notFound('Plan not found');
  return { kind: 'plan', plan, company };
}

/** Has the job's posting fee been paid (and not refunded)? Paid once, it reopens freely. */
export async function hasPaidPosting(db: Queryable, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.jobId, jobId),
        eq(payments.kind, 'job_posting'),
        eq(payments.statusId, PAYMENT_STATUS.paid),
      ),
    )
    .limit(1);
  return Boolean(row);
}
