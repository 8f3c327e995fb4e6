import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { CSV_EXPORT_LIMIT, csvResponseSchema } from '#shared/schemas/list-query.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { sendCsv, sendCsvStream } from '#server/infra/csv-reply.ts';
import {
  authenticated,
  hasMenuRight,
  optionalAuth,
  requireAuth,
  requireMenuRight,
} from '#server/platform/auth/guards.ts';
import type { ListCaller, ListQuery, ListResource } from './list-resource.ts';
import { csvLanguage, translateCsvHeader } from './csv-language.ts';
import { openListCursor } from './list-cursor.ts';
import { listOrder, listPage } from './list-rows.ts';

const statusErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const hiddenErrors = { 400: errorResponseSchema, 404: errorResponseSchema };

/**
 * The guard of a list: 401/403 after the caller is known, or one 404 for every outsider. A route
 * beside the list (its detail) takes the same guard, so the list's rule is kept in one place.
 */
export function listGuard(
  db: Queryable,
  rights: ListResource<ListQuery, unknown, unknown, unknown>['rights'],
) {
  const right = rights.right ?? 'select';
  if (rights.refuse === 'not-found') {
    // Runs in onRequest, before validation: an outsider learns nothing from a bad query either.
    const onRequest = async (request: FastifyRequest) => {
      const auth = await optionalAuth(request);
      if (!auth || !(await hasMenuRight(db, auth.roleId, rights.menu, right))) throw notFound();
    };
    // onRequest has let only callers with the right through.
    return { onRequest, errors: hiddenErrors, caller: requireAuth };
  }
  return {
    onRequest: authenticated,
    errors: statusErrors,
    caller: (request: FastifyRequest) => requireMenuRight(request, db, rights.menu, right),
  };
}

/**
 * Registers `GET <base>` (one page: `{ items, total, page, size }`, `totalIsEstimate` when the
 * total is PostgreSQL's estimate) and, when the resource has CSV columns, `GET <base>/export`
 * (the same filters and sort, at most `CSV_EXPORT_LIMIT` rows, streamed from a cursor).
 */
export function registerList<Q extends ListQuery, Scope, Row, Item>(
  app: AppContext['app'],
  db: Queryable,
  resource: ListResource<Q, Scope, Row, Item>,
) {
  const guard = listGuard(db, resource.rights);
  const meta = { tags: resource.tags, security: [{ bearer: [] }] };
  const params = resource.schemas.params ? { params: resource.schemas.params } : {};
  const callerOf = async (request: FastifyRequest): Promise<ListCaller> => ({
    db,
    request,
    auth: await guard.caller(request),
  });

  // Validation and serialisation use the zod compilers; the generic types are applied by hand.
  app.get(
    resource.base,
    {
      onRequest: guard.onRequest,
      schema: {
        ...meta,
        ...params,
        querystring: resource.schemas.query,
        response: { 200: resource.schemas.page, ...guard.errors },
      },
    },
    async (request) => {
      const scope = await resource.scope(await callerOf(request));
      return listPage(db, resource, request.query as Q, scope);
    },
  );

  const { csv } = resource;
  if (!csv) return;
  if (!resource.schemas.exportQuery) throw new Error(`${resource.base}: csv needs exportQuery`);
  app.get(
    `${resource.base}/export`,
    {
      onRequest: guard.onRequest,
      schema: {
        ...meta,
        ...params,
        querystring: resource.schemas.exportQuery,
        response: { 200: csvResponseSchema, ...guard.errors },
      },
    },
    async (request, reply) => {
      const scope = await resource.scope(await callerOf(request));
      const query = { ...(request.query as object), page: 1, size: CSV_EXPORT_LIMIT } as Q;
      const header = translateCsvHeader(csv.header(query, scope), csvLanguage(request));
      const toCells = (row: Row) => csv.row(resource.toItem(row, query), query, scope);
      const pool = poolOf(db);
      if (!pool) {
        const { items } = await listPage(db, resource, query, scope);
        return sendCsv(
          reply,
          csv.fileName,
          header,
          items.map((item) => csv.row(item, query, scope)),
        );
      }
      const select = resource
        .select(db, query)
        .where(resource.where(query, scope))
        .orderBy(...listOrder(resource, query))
        .limit(CSV_EXPORT_LIMIT);
      const cursor = await openListCursor(pool, select);
      return sendCsvStream(reply, csv.fileName, header, {
        next: async () => (await cursor.next()).map(toCells),
        close: cursor.close,
      });
    },
  );
}

/** The pool behind the app's database, for a connection of the export's own (not in a transaction). */
function poolOf(db: Queryable): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
