import { ACCOUNT_TYPE, JOB_STATUS } from '#shared/constants/domain.ts';
import { billingProfiles } from '#server/db/schema/companies.ts';
import { payments } from '#server/db/schema/points.ts';
import { invoiceAmounts, issueInvoice } from '#server/platform/money/invoices.ts';
import { activatePlan, jobPostingFee } from '#server/platform/money/plans.ts';
import type { DemoCompanyRow } from './seed-demo-companies.ts';
import type { DemoJob } from './seed-demo-jobs.ts';
import type { DemoAccounts, DemoContext } from './seed-demo-users.ts';

const MINUTE = 60_000;

/**
 * Billing details for recruiter@demo.local and the first company (IBANs are the published
 * example numbers), the first company on the pay-per-job plan, and a posting-fee payment (with
 * its invoice when paid) for every job that went past payment.
 */
export async function seedDemoBilling(
  context: DemoContext,
  accounts: DemoAccounts,
  companies: readonly DemoCompanyRow[],
  jobs: readonly DemoJob[],
) {
  const { tx, refs } = context;
  const recruiter = accounts.recruiters[0];
  const company = companies[0];
  if (recruiter) {
    await tx.insert(billingProfiles).values({
      userId: recruiter.id,
      accountTypeId: ACCOUNT_TYPE.personal,
      bankCountryId: refs.countryId('GB'),
      bankCurrency: 'GBP',
      accountHolderName: `${recruiter.firstname} ${recruiter.lastname}`,
      iban: 'GB33BUKB20201555555555',
      billingName: `${recruiter.firstname} ${recruiter.lastname}`,
      billingCountryId: refs.countryId('GB'),
      billingCityId: refs.cityId('GB', 'London'),
      billingAddress: '221 Baker Street',
      billingPostCode: 'NW1 6XE',
      billingEmail: recruiter.email,
    });
  }
  if (company) {
    await tx.insert(billingProfiles).values({
      companyId: company.id,
      accountTypeId: ACCOUNT_TYPE.corporate,
      bankCountryId: refs.countryId('DE'),
      bankCurrency: 'EUR',
      accountHolderName: company.data.name,
      iban: 'DE89370400440532013000',
      billingName: company.data.name,
      billingCountryId: refs.countryId(company.data.iso2),
      billingCityId: refs.cityId(company.data.iso2, company.data.city),
      billingAddress: 'Friedrichstraße 68',
      billingPostCode: '10117',
      billingEmail: 'billing@kestrel-software.example',
      taxNumber: 'DE123456789',
      isVatRegistered: true,
    });
  }
  if (company) {
    const fee = await jobPostingFee(tx, company.id);
    await activatePlan(tx, company.id, fee.planId, fee.currency, context.now);
  }
  return seedPostingPayments(context, jobs);
}

/**
 * A posting-fee payment for every job that went past payment, at the fee and VAT checkout would
 * have charged; each paid one with its paid invoice, issued in payment order so the numbers run
 * with the dates.
 */
async function seedPostingPayments(context: DemoContext, jobs: readonly DemoJob[]) {
  const { tx } = context;
  const fees = new Map<number, Awaited<ReturnType<typeof jobPostingFee>>>();
  const charged = [];
  for (const job of jobs) {
    if (job.statusId === JOB_STATUS.draft) continue;
    const fee = fees.get(job.company.id) ?? (await jobPostingFee(tx, job.company.id));
    fees.set(job.company.id, fee);
    const { vat, totalMinor } = await invoiceAmounts(tx, job.company.id, fee.feeMinor);
    const pending = job.statusId === JOB_STATUS.pendingPayment;
    charged.push({
      companyId: job.company.id,
      jobId: job.id,
      userId: job.company.members[0]?.id,
      kind: 'job_posting' as const,
      planId: fee.planId,
      provider: 'test',
      amountMinor: totalMinor,
      netMinor: fee.feeMinor,
      vatRateBp: vat.rateBp,
      vatMinor: vat.vatMinor,
      reverseCharge: vat.reverseCharge,
      currency: fee.currency,
      statusId: pending ? 0 : 1,
      createdAt: job.createdAt,
      paidAt: pending ? null : new Date(job.createdAt.getTime() + 5 * MINUTE),
    });
  }
  if (charged.length === 0) return 0;
  const rows = await tx.insert(payments).values(charged).returning();
  const paid = rows
    .filter((row): row is typeof row & { paidAt: Date } => row.paidAt !== null)
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  for (const payment of paid)
    await issueInvoice(tx, {
      kind: 'job_posting',
      companyId: payment.companyId,
      jobId: payment.jobId,
      paymentId: payment.id,
      netMinor: payment.netMinor ?? payment.amountMinor,
      currency: payment.currency,
      vat: {
        rateBp: payment.vatRateBp ?? 0,
        vatMinor: payment.vatMinor ?? 0,
        reverseCharge: payment.reverseCharge,
      },
      paid: true,
      at: payment.paidAt,
    });
  return rows.length;
}
