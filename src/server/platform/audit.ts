import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  data?: Record<string, unknown>;
};

/** The audit row of an entry, for `audit` or for a statement that writes it with others. */
export function auditRow(
  entry: AuditEntry,
  request?: FastifyRequest,
): typeof auditLog.$inferInsert {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    data: entry.data ?? null,
    requestId: request ? String(request.id) : null,
    ip: request?.ip ?? null,
  };
}

/** Records who did what; call it inside the transaction of the write it describes. */
export async function audit(db: Queryable, entry: AuditEntry, request?: FastifyRequest) {
  await db.insert(auditLog).values(auditRow(entry, request));
}
