import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  dataRequestInputSchema,
  dataRequestParamsSchema,
  dataRequestSchema,
  dataRequestStatusInputSchema,
  deleteAccountInputSchema,
  deleteAccountResultSchema,
  legalHoldParamsSchema,
  legalHoldSchema,
  retentionOverviewSchema,
  retentionSettingsSchema,
} from '#shared/schemas/privacy.ts';
import type { AppContext } from '../../app-context.ts';
import {
  candidates,
  privacyDataRequests,
  privacyDestructionLog,
  privacyLegalHolds,
  privacyQuarantine,
  privacySettings,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { verifyPassword } from '../../infra/passwords.ts';
import { audit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { dataRequestColumns, dataRequestList, toDataRequest } from './data-request-list.ts';
import { eraseAccount } from './erasure.ts';
import { buildExport, EXPORT_FILE_BYTES_LIMIT } from './export.ts';
import { retentionMonths } from './retention.ts';
import { countPasswordRecheck } from '../../platform/auth/password-recheck-limit.ts';

const tags = ['privacy'];

/** Sends the export as a download; a stream goes out as it is (no serialiser). */
function sendZip(reply: FastifyReply, zip: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
    .header('cache-control', 'private, no-store')
    .send(zip);
}
const security = [{ bearer: [] }];
const selfErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema };

/** Self-service rights (export, erasure) and the staff side: data requests, retention, holds. */
export async function privacyRoutes(app: AppContext['app'], { db, storage }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staffRead = listGuard(db, dataRequestList.rights);
  const staffWrite = listGuard(db, { ...dataRequestList.rights, right: 'update' });

  r.get(
    '/api/privacy/export',
    {
      schema: {
        tags,
        security,
        description: `A ZIP of JSON files and the caller's own files (at most ${EXPORT_FILE_BYTES_LIMIT} bytes of files).`,
        response: { 200: z.string().describe('application/zip'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      const zip = await buildExport(db, storage, auth.userId);
      await audit(
        db,
        { actorUserId: auth.userId, action: 'export', entity: 'user', entityId: auth.userId },
        request,
      );
      return sendZip(reply, zip);
    },
  );

  r.post(
    '/api/privacy/delete-account',
    {
      schema: {
        tags,
        security,
        body: deleteAccountInputSchema,
        response: { 200: deleteAccountResultSchema, ...selfErrors },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      const [user] = await db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, auth.userId));
      if (!user) throw notFound();
      const typed = request.body.confirmation.trim();
      const isEmail = typed.toLowerCase() === user.email.toLowerCase();
      if (!isEmail && user.passwordHash !== null) await countPasswordRecheck(db, auth.userId);
      const confirmed =
        isEmail || (user.passwordHash !== null && (await verifyPassword(user.passwordHash, typed)));
      if (!confirmed)
        throw badRequest('Type your e-mail address or password to confirm', {
          field: 'confirmation',
        });
      await eraseAccount(db, storage, auth.userId);
      await audit(
        db,
        { actorUserId: null, action: 'erase', entity: 'user', entityId: auth.userId },
        request,
      );
      reply.clearCookie('rt', { path: '/api/auth' });
      return { deleted: true as const };
    },
  );

  registerList(app, db, dataRequestList);

  r.post(
    '/api/privacy/data-requests',
    {
      onRequest: staffWrite.onRequest,
      schema: {
        tags,
        security,
        body: dataRequestInputSchema,
        response: { 201: dataRequestSchema, ...staffWrite.errors },
      },
    },
    async (request, reply) => {
      const auth = await staffWrite.caller(request);
      const { notes, ...input } = request.body;
      const [created] = await db
        .insert(privacyDataRequests)
        .values({ ...input, notes: notes?.trim() || null, createdByUserId: auth.userId })
        .returning({ id: privacyDataRequests.id });
      const [row] = await db
        .select(dataRequestColumns)
        .from(privacyDataRequests)
        .where(eq(privacyDataRequests.id, created!.id));
      return reply.code(201).send(toDataRequest(row!));
    },
  );

  r.put(
    '/api/privacy/data-requests/:id',
    {
      onRequest: staffWrite.onRequest,
      schema: {
        tags,
        security,
        params: dataRequestParamsSchema,
        body: dataRequestStatusInputSchema,
        response: { 200: dataRequestSchema, ...staffWrite.errors },
      },
    },
    async (request) => {
      await staffWrite.caller(request);
      const { status } = request.body;
      const [updated] = await db
        .update(privacyDataRequests)
        .set({ status, doneAt: status === 'done' ? new Date() : null, updatedAt: new Date() })
        .where(eq(privacyDataRequests.id, request.params.id))
        .returning({ id: privacyDataRequests.id });
      if (!updated) throw notFound();
      const [row] = await db
        .select(dataRequestColumns)
        .from(privacyDataRequests)
        .where(eq(privacyDataRequests.id, updated.id));
      return toDataRequest(row!);
    },
  );

  r.get(
    '/api/privacy/retention',
    {
      onRequest: staffRead.onRequest,
      schema: { tags, security, response: { 200: retentionOverviewSchema, ...staffRead.errors } },
    },
    async (request) => {
      await staffRead.caller(request);
      const since = new Date(Date.now() - 30 * 86_400_000);
      const [[quarantined], [holds], [destroyed]] = await Promise.all([
        db.select({ value: count() }).from(privacyQuarantine),
        db.select({ value: count() }).from(privacyLegalHolds),
        db
          .select({ value: count() })
          .from(privacyDestructionLog)
          .where(
            and(
              gte(privacyDestructionLog.destroyedAt, since),
              eq(privacyDestructionLog.reason, 'retention'),
            ),
          ),
      ]);
      return {
        retentionMonths: await retentionMonths(db),
        quarantined: quarantined?.value ?? 0,
        legalHolds: holds?.value ?? 0,
        destroyedLast30Days: destroyed?.value ?? 0,
      };
    },
  );

  r.put(
    '/api/privacy/retention',
    {
      onRequest: staffWrite.onRequest,
      schema: {
        tags,
        security,
        body: retentionSettingsSchema,
        response: { 200: retentionSettingsSchema, ...staffWrite.errors },
      },
    },
    async (request) => {
      const auth = await staffWrite.caller(request);
      const { retentionMonths: months } = request.body;
      await db
        .insert(privacySettings)
        .values({ id: 1, retentionMonths: months })
        .onConflictDoUpdate({
          target: privacySettings.id,
          set: { retentionMonths: months, updatedAt: new Date() },
        });
      await audit(
        db,
        {
          actorUserId: auth.userId,
          action: 'update',
          entity: 'privacy_settings',
          data: { retentionMonths: months },
        },
        request,
      );
      return { retentionMonths: months };
    },
  );

  const holdExists = async (kind: 'candidate' | 'user', id: number) => {
    const table = kind === 'candidate' ? candidates : users;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return Boolean(row);
  };
  const isHeld = async (kind: 'candidate' | 'user', id: number) => {
    const [row] = await db
      .select({ id: privacyLegalHolds.id })
      .from(privacyLegalHolds)
      .where(and(eq(privacyLegalHolds.recordKind, kind), eq(privacyLegalHolds.recordId, id)));
    return Boolean(row);
  };

  r.get(
    '/api/privacy/legal-holds/:kind/:id',
    {
      onRequest: staffRead.onRequest,
      schema: {
        tags,
        security,
        params: legalHoldParamsSchema,
        response: { 200: legalHoldSchema, ...staffRead.errors },
      },
    },
    async (request) => {
      await staffRead.caller(request);
      const { kind, id } = request.params;
      if (!(await holdExists(kind, id))) throw notFound();
      return { held: await isHeld(kind, id) };
    },
  );

  r.put(
    '/api/privacy/legal-holds/:kind/:id',
    {
      onRequest: staffWrite.onRequest,
      schema: {
        tags,
        security,
        params: legalHoldParamsSchema,
        body: legalHoldSchema,
        response: { 200: legalHoldSchema, ...staffWrite.errors },
      },
    },
    async (request) => {
      const auth = await staffWrite.caller(request);
      const { kind, id } = request.params;
      if (!(await holdExists(kind, id))) throw notFound();
      await db.transaction(async (tx) => {
        if (request.body.held) {
          await tx
            .insert(privacyLegalHolds)
            .values({ recordKind: kind, recordId: id, setByUserId: auth.userId })
            .onConflictDoNothing();
          if (kind === 'candidate')
            await tx.delete(privacyQuarantine).where(eq(privacyQuarantine.candidateId, id));
        } else {
          await tx
            .delete(privacyLegalHolds)
            .where(and(eq(privacyLegalHolds.recordKind, kind), eq(privacyLegalHolds.recordId, id)));
        }
        await audit(
          tx,
          {
            actorUserId: auth.userId,
            action: request.body.held ? 'hold' : 'release',
            entity: `legal_hold_${kind}`,
            entityId: id,
          },
          request,
        );
      });
      return { held: request.body.held };
    },
  );
}
