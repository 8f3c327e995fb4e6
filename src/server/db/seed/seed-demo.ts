import { sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/identity.ts';
import { hashPassword } from '#server/infra/passwords.ts';
import { DEMO_ADMIN } from './data/demo-people.ts';
import { loadDemoRefs } from './demo-refs.ts';
import { createRandom } from './random.ts';
import type { SeedOptions } from './seed-options.ts';
import { seedDemoBilling } from './seed-demo-billing.ts';
import { seedDemoCandidates } from './seed-demo-candidates.ts';
import { seedDemoCompanies } from './seed-demo-companies.ts';
import { seedDemoJobs } from './seed-demo-jobs.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { seedDemoReferrals, seedDemoRewards } from './seed-demo-referrals.ts';
import { seedDemoUsers, type DemoContext } from './seed-demo-users.ts';

function demoPasswordOf(options: Pick<SeedOptions, 'demoPassword'>): string {
  if (!options.demoPassword) throw new Error('seeding demo accounts needs a demo password');
  return options.demoPassword();
}

/** Fixed so that every machine gets the same companies, jobs and referrals. */
const DEMO_SEED = 20_250_101;

/**
 * Demo accounts, companies, jobs and referrals, inserted once: the admin account is the marker.
 * Returns a summary when it inserted something, null when the demo data was already there.
 */
export async function seedDemo(
  tx: Transaction,
  options: Pick<SeedOptions, 'demoPassword' | 'storage'>,
): Promise<string | null> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`)
    .limit(1);
  if (existing) return null;

  const random = createRandom(DEMO_SEED);
  // One hash for every demo account: argon2 is deliberately slow, and they share the password.
  const context: DemoContext = {
    tx,
    storage: options.storage,
    refs: await loadDemoRefs(tx),
    passwordHash: await hashPassword(demoPasswordOf(options)),
    now: new Date(),
  };
  const accounts = await seedDemoUsers(context);
  const companies = await seedDemoCompanies(context);
  const jobs = await seedDemoJobs(context, companies, accounts.recruiters, random);
  const candidates = await seedDemoCandidates(context, accounts);
  const referrals = await seedDemoReferrals(context, jobs, candidates, random);
  const notifications = await seedDemoNotifications(context, accounts, companies, referrals);
  const payments = await seedDemoBilling(context, accounts, companies, jobs);
  const rewards = await seedDemoRewards(context, accounts, referrals);
  const members = companies.reduce((sum, company) => sum + company.members.length, 0);
  return [
    `${accounts.recruiters.length + members + 2} users`,
    `${companies.length} companies`,
    `${jobs.length} jobs`,
    `${candidates.length} candidates`,
    `${referrals.length} referrals`,
    `${notifications} notifications`,
    `${payments} payments`,
    `${rewards.earned + rewards.owed + rewards.inGuarantee + rewards.failed} rewards`,
  ].join(', ');
}
