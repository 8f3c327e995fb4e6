import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactSubjectSchema,
  adminContactSubjectsResponseSchema,
  adminContentItemSchema,
  adminContentListSchema,
  adminContentQuerySchema,
  adminFaqGroupsResponseSchema,
  adminFaqItemSchema,
  adminFaqItemsResponseSchema,
  adminTermsListSchema,
  faqItemsParamsSchema,
  idParamsSchema,
  langQuerySchema,
  reorderSchema,
  saveContactSubjectSchema,
  saveContentItemSchema,
  saveFaqGroupSchema,
  saveFaqItemSchema,
  saveTermsSchema,
  termsKeyParamsSchema,
} from '#shared/schemas/cms.ts';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { authenticated, requireMenuRight, type MenuRight } from '../../platform/auth/guards.ts';
import { deleteContentItem, listContent, saveContentItem } from './content-admin.ts';
import {
  createFaqGroup,
  createFaqItem,
  deactivateFaqGroup,
  deactivateFaqItem,
  listFaqGroups,
  listFaqItems,
  reorderFaqGroups,
  reorderFaqItems,
  updateFaqGroup,
  updateFaqItem,
} from './faq-admin.ts';
import { listTerms, saveTerms } from './terms-admin.ts';
import {
  createContactSubject,
  listContactSubjects,
  updateContactSubject,
} from './contact-subjects-admin.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The staff menu entries that guard these pages (see menu-entries.ts). */
export const CMS_MENUS = {
  content: 'cmsContent',
  faq: 'cmsFaq',
  terms: 'cmsTerms',
  contactSubjects: 'cmsContactSubjects',
} as const;

/** Staff editing of page content, FAQ, legal texts and contact subjects. */
export async function cmsAdminRoutes(app: AppContext['app'], ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = async (request: FastifyRequest, menu: string, right: MenuRight) => {
    const auth = await requireMenuRight(request, db, menu, right);
    return { userId: auth.userId, request };
  };
  const base = { tags: ['cms-admin'], security: [{ bearer: [] }] };
  const created = z.object({ id: z.number() });

  r.get(
    '/api/cms/content',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        querystring: adminContentQuerySchema,
        response: { 200: adminContentListSchema, ...errors },
      },
    },
    async (request) => {
      await guard(request, CMS_MENUS.content, 'select');
      return listContent(db, request.query);
    },
  );
  r.put(
    '/api/cms/content',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        body: saveContentItemSchema,
        response: { 200: adminContentItemSchema, ...errors },
      },
    },
    async (request) =>
      saveContentItem(db, request.body, await guard(request, CMS_MENUS.content, 'update')),
  );
  r.delete(
    '/api/cms/content/:id',
    {
      onRequest: authenticated,
      schema: { ...base, params: idParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteContentItem(
        db,
        request.params.id,
        await guard(request, CMS_MENUS.content, 'delete'),
      );
      return { ok: true as const };
    },
  );

  r.get(
    '/api/cms/faq/groups',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        querystring: langQuerySchema,
        response: { 200: adminFaqGroupsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await guard(request, CMS_MENUS.faq, 'select');
      return { groups: await listFaqGroups(db, request.query.lang) };
    },
  );
  r.post(
    '/api/cms/faq/groups',
    {
      onRequest: authenticated,
      schema: { ...base, body: saveFaqGroupSchema, response: { 200: created, ...errors } },
    },
    async (request) => ({
      id: await createFaqGroup(db, request.body, await guard(request, CMS_MENUS.faq, 'insert')),
    }),
  );
  r.put(
    '/api/cms/faq/groups/:id',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        params: idParamsSchema,
        body: saveFaqGroupSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateFaqGroup(
        db,
        request.params.id,
        request.body,
        await guard(request, CMS_MENUS.faq, 'update'),
      );
      return { ok: true as const };
    },
  );
  r.delete(
    '/api/cms/faq/groups/:id',
    {
      onRequest: authenticated,
      schema: { ...base, params: idParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await deactivateFaqGroup(
        db,
        request.params.id,
        await guard(request, CMS_MENUS.faq, 'delete'),
      );
      return { ok: true as const };
    },
  );
  r.put(
    '/api/cms/faq/groups-order',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        querystring: langQuerySchema,
        body: reorderSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reorderFaqGroups(
        db,
        request.query.lang,
        request.body.ids,
        await guard(request, CMS_MENUS.faq, 'update'),
      );
      return { ok: true as const };
    },
  );

  r.get(
    '/api/cms/faq/groups/:groupId/items',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        params: faqItemsParamsSchema,
        response: { 200: adminFaqItemsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await guard(request, CMS_MENUS.faq, 'select');
      return { items: await listFaqItems(db, request.params.groupId) };
    },
  );
  r.put(
    '/api/cms/faq/groups/:groupId/items-order',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        params: faqItemsParamsSchema,
        body: reorderSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reorderFaqItems(
        db,
        request.params.groupId,
        request.body.ids,
        await guard(request, CMS_MENUS.faq, 'update'),
      );
      return { ok: true as const };
    },
  );
  r.post(
    '/api/cms/faq/items',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        body: saveFaqItemSchema,
        response: { 200: adminFaqItemSchema, ...errors },
      },
    },
    async (request) =>
      createFaqItem(db, request.body, await guard(request, CMS_MENUS.faq, 'insert')),
  );
  r.put(
    '/api/cms/faq/items/:id',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        params: idParamsSchema,
        body: saveFaqItemSchema,
        response: { 200: adminFaqItemSchema, ...errors },
      },
    },
    async (request) =>
      updateFaqItem(
        db,
        request.params.id,
        request.body,
        await guard(request, CMS_MENUS.faq, 'update'),
      ),
  );
  r.delete(
    '/api/cms/faq/items/:id',
    {
      onRequest: authenticated,
      schema: { ...base, params: idParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await deactivateFaqItem(db, request.params.id, await guard(request, CMS_MENUS.faq, 'delete'));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/cms/terms',
    {
      onRequest: authenticated,
      schema: { ...base, response: { 200: adminTermsListSchema, ...errors } },
    },
    async (request) => {
      await guard(request, CMS_MENUS.terms, 'select');
      return { terms: await listTerms(db) };
    },
  );
  r.put(
    '/api/cms/terms/:termTypeId/:lang',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        params: termsKeyParamsSchema,
        body: saveTermsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await guard(request, CMS_MENUS.terms, 'update');
      await saveTerms(
        db,
        request.params.termTypeId,
        request.params.lang,
        request.body.htmlBody,
        actor,
      );
      return { ok: true as const };
    },
  );

  r.get(
    '/api/cms/contact-subjects',
    {
      onRequest: authenticated,
      schema: { ...base, response: { 200: adminContactSubjectsResponseSchema, ...errors } },
    },
    async (request) => {
      await guard(request, CMS_MENUS.contactSubjects, 'select');
      return { subjects: await listContactSubjects(db) };
    },
  );
  r.post(
    '/api/cms/contact-subjects',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        body: saveContactSubjectSchema,
        response: { 200: adminContactSubjectSchema, ...errors },
      },
    },
    async (request) =>
      createContactSubject(
        db,
        request.body,
        await guard(request, CMS_MENUS.contactSubjects, 'insert'),
      ),
  );
  r.put(
    '/api/cms/contact-subjects/:id',
    {
      onRequest: authenticated,
      schema: {
        ...base,
        params: idParamsSchema,
        body: saveContactSubjectSchema,
        response: { 200: adminContactSubjectSchema, ...errors },
      },
    },
    async (request) =>
      updateContactSubject(
        db,
        request.params.id,
        request.body,
        await guard(request, CMS_MENUS.contactSubjects, 'update'),
      ),
  );
}
