import type { Database } from '#server/db/client.ts';
import { seedAccountsGetStarted } from './seed-accounts-get-started.ts';
import { seedCities } from './seed-cities.ts';
import { seedCmsContent } from './seed-cms-content.ts';
import { seedContent } from './seed-content.ts';
import { seedCountries } from './seed-countries.ts';
import { seedDemo } from './seed-demo.ts';
import { seedLookups } from './seed-lookups.ts';
import { seedMenus } from './seed-menus.ts';
import { seedMoney } from './seed-money.ts';
import type { SeedOptions } from './seed-options.ts';
import { seedStep } from './transaction.ts';

/**
 * Brings the reference data (and, when asked, the demo data) up to date. Safe on every start:
 * each step checks what is already there, so a second run inserts nothing and takes milliseconds.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = performance.now();

  await seedStep(db, 'lookups', async (tx) => {
    await seedLookups(tx);
    await seedContent(tx);
    await seedAccountsGetStarted(tx);
  });
  const countries = await seedStep(db, 'countries', seedCountries);
  if (countries > 0) log(`Seeded ${countries} countries`);
  const cities = await seedStep(db, 'cities', seedCities);
  if (cities > 0) log(`Seeded ${cities} cities`);
  await seedStep(db, 'money', seedMoney);
  await seedStep(db, 'menus', seedMenus);
  await seedStep(db, 'cms', seedCmsContent);

  if (options.demo) {
    const created = await seedStep(db, 'demo', (tx) => seedDemo(tx, options));
    if (created) log(`Seeded demo data: ${created}`);
  }
  log(`Seeding finished in ${Math.round(performance.now() - started)} ms`);
}
