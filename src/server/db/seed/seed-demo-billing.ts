import { ACCOUNT_TYPE, JOB_STATUS, type CurrencyCode } from '#shared/constants/domain.ts';
import { billingProfiles } from '#server/db/schema/companies.ts';
import { payments } from '#server/db/schema/points.ts';
import type { DemoCompanyRow } from './seed-demo-companies.ts';
import type { DemoJob } from './seed-demo-jobs.ts';
import type { DemoAccounts, DemoContext } from './seed-demo-users.ts';

/** The demo posting fee per job, in minor units of the company's currency. */
const POSTING_FEE: Partial<Record<CurrencyCode, number>> = {
  USD: 9_900,
  EUR: 8_900,
  GBP: 7_900,
  CAD: 12_900,
  TRY: 349_900,
};

const MINUTE = 60_000;

/**
 * Billing details for recruiter@demo.local and the first company (IBANs are the published
 * example numbers), and a posting-fee payment for every job that went past payment.
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
  const rows = jobs
    .filter((job) => job.statusId !== JOB_STATUS.draft)
    .map((job) => {
      const pending = job.statusId === JOB_STATUS.pendingPayment;
      const currency = POSTING_FEE[job.company.currency] ? job.company.currency : 'USD';
      return {
        companyId: job.company.id,
        jobId: job.id,
        userId: job.company.members[0]?.id,
        provider: 'test',
        amountMinor: POSTING_FEE[currency] ?? 9_900,
        currency,
        statusId: pending ? 0 : 1,
        createdAt: job.createdAt,
        paidAt: pending ? null : new Date(job.createdAt.getTime() + 5 * MINUTE),
      };
    });
  await tx.insert(payments).values(rows);
  return rows.length;
}
