import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_ADMIN } from '../db/seed/data/demo-people.ts';
import { hashPassword, verifyPassword } from '../infra/passwords.ts';
import { revokeUserSessions } from '../platform/auth/sessions.ts';
import type { Say } from './banner.ts';
import { knownDemoPassword, seedingDemoPassword } from './demo-password.ts';

/** What the README once printed for every demo account, before a password was made per install. */
export const PUBLISHED_DEMO_PASSWORD = 'Copper-Lantern-42';

/**
 * A data folder seeded before the demo password was made per install still has the demo accounts,
 * staff among them, on the password the README published. Unless DEMO_PASSWORD chooses it, they
 * are given a new one at start (kept and printed as a fresh install's) and their sessions end.
 */
export async function replacePublishedDemoPassword(db: Database, config: Config, say: Say) {
  if (!config.seedDemo || knownDemoPassword(config)) return;
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  const published = admin?.passwordHash;
  if (!published || !(await verifyPassword(published, PUBLISHED_DEMO_PASSWORD))) return;
  const passwordHash = await hashPassword(seedingDemoPassword(config));
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.passwordHash, published))
      .returning({ id: users.id });
    for (const { id } of changed) await revokeUserSessions(tx, id);
  });
  say('The demo accounts had the password the README once published: they have a new one.');
}
