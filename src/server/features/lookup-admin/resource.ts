import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import {
  idParamsSchema,
  moveSchema,
  setActiveSchema,
  type MoveDirection,
} from '#shared/schemas/lookup-admin.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import type { ListQuery, ListResource } from '../../platform/list-kit/list-resource.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';

/** Who writes, for the audit row. */
export type WriteContext = { db: Database; auth: AuthContext; request: FastifyRequest };

type IdParams = z.output<typeof idParamsSchema>;

/** The list of a lookup as the list kit takes it; the path, rights and scope come from the resource. */
export type AdminList<Q extends ListQuery, Row, Item> = Omit<
  ListResource<Q, null, Row, Item>,
  'base' | 'tags' | 'rights' | 'scope'
>;

/**
 * One staff-editable table behind one menu entry: the list and export come from the list kit,
 * the write routes are the same for every lookup; the resource says how to list, write and export.
 */
export type AdminResource<
  Q extends ListQuery,
  Row,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = {
  /** `/api/lookup-admin/<segment>` */
  segment: string;
  menu: string;
  list: AdminList<Q, Row, z.output<Item>>;
  schemas: { item: Item; create: Create; update: Update };
  /** Absent for fixed tables (currencies): no add, no (de)activate, no delete routes. */
  create?: (ctx: WriteContext, body: z.output<Create>) => Promise<z.output<Item>>;
  update: (ctx: WriteContext, id: number, body: z.output<Update>) => Promise<z.output<Item>>;
  setActive?: (ctx: WriteContext, id: number, active: boolean) => Promise<z.output<Item>>;
  remove?: (ctx: WriteContext, id: number) => Promise<void>;
  /** Lookups with an order column. */
  move?: (ctx: WriteContext, id: number, direction: MoveDirection) => Promise<void>;
};

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Registers list and export (by the list kit), edit and, where the resource has them, add, (de)activate, delete, move. */
export function registerAdminResource<
  Q extends ListQuery,
  Row,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: AppContext['app'], db: Database, resource: AdminResource<Q, Row, Item, Create, Update>) {
  // Validation and serialisation use the zod compilers; the generic types are applied by hand.
  const r = app;
  const base = `/api/lookup-admin/${resource.segment}`;
  const meta = { tags: ['lookup-admin'], security: [{ bearer: [] }] };
  const { schemas, menu } = resource;
  const writer = async (request: FastifyRequest, right: 'insert' | 'update' | 'delete') => ({
    db,
    request,
    auth: await requireMenuRight(request, db, menu, right),
  });

  registerList(app, db, {
    ...resource.list,
    base,
    tags: meta.tags,
    rights: { menu },
    scope: () => null,
  });

  const { create, setActive, remove } = resource;
  if (create)
    r.post(
      base,
      {
        onRequest: authenticated,
        schema: { ...meta, body: schemas.create, response: { 201: schemas.item, ...errors } },
      },
      async (request, reply) => {
        const ctx = await writer(request, 'insert');
        const item = await create(ctx, request.body as z.output<Create>);
        return reply.code(201).send(item);
      },
    );

  r.put(
    `${base}/:id`,
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        params: idParamsSchema,
        body: schemas.update,
        response: { 200: schemas.item, ...errors },
      },
    },
    async (request) => {
      const ctx = await writer(request, 'update');
      return resource.update(
        ctx,
        (request.params as IdParams).id,
        request.body as z.output<Update>,
      );
    },
  );

  if (setActive)
    r.post(
      `${base}/:id/active`,
      {
        onRequest: authenticated,
        schema: {
          ...meta,
          params: idParamsSchema,
          body: setActiveSchema,
          response: { 200: schemas.item, ...errors },
        },
      },
      async (request) => {
        const ctx = await writer(request, 'update');
        const { active } = request.body as z.output<typeof setActiveSchema>;
        return setActive(ctx, (request.params as IdParams).id, active);
      },
    );

  if (remove)
    r.delete(
      `${base}/:id`,
      {
        onRequest: authenticated,
        schema: { ...meta, params: idParamsSchema, response: { 200: okResponseSchema, ...errors } },
      },
      async (request) => {
        const ctx = await writer(request, 'delete');
        await remove(ctx, (request.params as IdParams).id);
        return { ok: true as const };
      },
    );

  const { move } = resource;
  if (move) {
    r.post(
      `${base}/:id/move`,
      {
        onRequest: authenticated,
        schema: {
          ...meta,
          params: idParamsSchema,
          body: moveSchema,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ctx = await writer(request, 'update');
        const { direction } = request.body as z.output<typeof moveSchema>;
        await move(ctx, (request.params as IdParams).id, direction);
        return { ok: true as const };
      },
    );
  }
}
