import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { moneySettings } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { guaranteeDays } from '../../platform/money/rewards.ts';

export async function readMoneySettings(db: Queryable) {
  return { guaranteeDays: await guaranteeDays(db) };
}

/** The guarantee period of hires confirmed from now on; rewards already held keep their dates. */
export async function saveMoneySettings(
  db: Database,
  auth: AuthContext,
  input: { guaranteeDays: number },
  request: FastifyRequest,
) {
  return db.transaction(async (tx) => {
    const before = await guaranteeDays(tx);
    await tx
      .insert(moneySettings)
      .values({ id: 1, guaranteeDays: input.guaranteeDays })
      .onConflictDoUpdate({
        target: moneySettings.id,
        set: { guaranteeDays: input.guaranteeDays, updatedAt: sql`now()` },
      });
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'money_settings.update',
        entity: 'money_settings',
        entityId: '1',
        data: { guaranteeDays: { from: before, to: input.guaranteeDays } },
      },
      request,
    );
    return { guaranteeDays: input.guaranteeDays };
  });
}
