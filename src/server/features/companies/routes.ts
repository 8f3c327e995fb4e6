import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  companyDetailSchema,
  companyInputSchema,
  companyParamsSchema,
  companyProfileInputSchema,
  invitationParamsSchema,
  invitationResponseSchema,
  inviteMemberResponseSchema,
  inviteMemberSchema,
  memberParamsSchema,
  membersResponseSchema,
  paymentCustomerInputSchema,
} from '#shared/schemas/companies.ts';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { invitationInvalid, validInvitation } from '../../platform/company-invitations.ts';
import { callerCompanyId, inviteMember, removeMember } from './members.ts';
import { companyList } from './company-list.ts';
import { setPaymentCustomer } from './payment-customer.ts';
import { companyByPublicId, companyDetail, companyMemberList } from './queries.ts';
import { createCompany, replaceLogo, updateCompany, updateCompanyProfile } from './save-company.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const common = { onRequest: authenticated } as const;
const staffMeta = { tags: ['companies'], security: [{ bearer: [] }] };
const profileMeta = { tags: ['company-profile'], security: [{ bearer: [] }] };
const STAFF_MENU = 'companies';
const PROFILE_MENU = 'companyProfile';

/** Invitations a company may send an hour (a team is invited in a few). */
export const INVITE_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

/**
 * Companies: the staff list and form (menu `companies`), the company profile of company members
 * (menu `companyProfile`, always the caller's own company) and the public invitation look-up.
 */
export async function companiesRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // ---- Staff -------------------------------------------------------------------------------
  registerList(app, db, companyList);

  r.post(
    '/api/companies',
    {
      ...common,
      schema: {
        ...staffMeta,
        body: companyInputSchema,
        response: { 201: companyDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireMenuRight(request, db, STAFF_MENU, 'insert');
      const company = await createCompany(ctx, auth, request.body, request);
      return reply.status(201).send(await companyDetail(db, company.id));
    },
  );

  r.get(
    '/api/companies/:id',
    {
      ...common,
      schema: {
        ...staffMeta,
        params: companyParamsSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireMenuRight(request, db, STAFF_MENU, 'select');
      const company = await companyByPublicId(db, request.params.id);
      return companyDetail(db, company.id);
    },
  );

  r.put(
    '/api/companies/:id',
    {
      ...common,
      schema: {
        ...staffMeta,
        params: companyParamsSchema,
        body: companyInputSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, STAFF_MENU, 'update');
      const company = await companyByPublicId(db, request.params.id);
      await updateCompany(ctx, auth, company, request.body, request);
      return companyDetail(db, company.id);
    },
  );

  r.post(
    '/api/companies/:id/logo',
    {
      ...common,
      schema: {
        ...staffMeta,
        consumes: ['multipart/form-data'],
        params: companyParamsSchema,
        response: { 200: companyDetailSchema, 413: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, STAFF_MENU, 'update');
      const company = await companyByPublicId(db, request.params.id);
      await replaceLogo(ctx, auth, company.id, request);
      return companyDetail(db, company.id);
    },
  );

  r.put(
    '/api/companies/:id/payment-customer',
    {
      ...common,
      schema: {
        ...staffMeta,
        summary: 'Set the company’s payment customer (staff)',
        params: companyParamsSchema,
        body: paymentCustomerInputSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, STAFF_MENU, 'update');
      const company = await companyByPublicId(db, request.params.id);
      await setPaymentCustomer(db, auth, company, request.body, request);
      return companyDetail(db, company.id);
    },
  );

  // ---- Company profile (the caller's own company) -------------------------------------------
  r.get(
    '/api/company-profile',
    {
      ...common,
      schema: { ...profileMeta, response: { 200: companyDetailSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, PROFILE_MENU, 'select');
      return companyDetail(db, await callerCompanyId(db, auth));
    },
  );

  r.put(
    '/api/company-profile',
    {
      ...common,
      schema: {
        ...profileMeta,
        body: companyProfileInputSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, PROFILE_MENU, 'update');
      const companyId = await callerCompanyId(db, auth);
      await updateCompanyProfile(ctx, auth, companyId, request.body, request);
      return companyDetail(db, companyId);
    },
  );

  r.post(
    '/api/company-profile/logo',
    {
      ...common,
      schema: {
        ...profileMeta,
        consumes: ['multipart/form-data'],
        response: { 200: companyDetailSchema, 413: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, PROFILE_MENU, 'update');
      const companyId = await callerCompanyId(db, auth);
      await replaceLogo(ctx, auth, companyId, request);
      return companyDetail(db, companyId);
    },
  );

  r.post(
    '/api/company-profile/members',
    {
      ...common,
      schema: {
        ...profileMeta,
        body: inviteMemberSchema,
        response: { 200: inviteMemberResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, PROFILE_MENU, 'update');
      const companyId = await callerCompanyId(db, auth);
      // Each answer says whether an address has a company account: counted, so that a company
      // cannot try a list of addresses.
      await rateLimit(db, { key: `company-invite:company:${companyId}`, ...INVITE_RATE_LIMIT });
      const result = await inviteMember(ctx, auth, companyId, request.body.email, request);
      return { result, members: await companyMemberList(db, companyId) };
    },
  );

  r.delete(
    '/api/company-profile/members/:userId',
    {
      ...common,
      schema: {
        ...profileMeta,
        params: memberParamsSchema,
        response: { 200: membersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, PROFILE_MENU, 'update');
      const companyId = await callerCompanyId(db, auth);
      await removeMember(db, auth, companyId, request.params.userId, request);
      return { members: await companyMemberList(db, companyId) };
    },
  );

  // ---- Invitation look-up for the company sign-up page (anonymous) ---------------------------
  r.get(
    '/api/company-invitations/:token',
    {
      schema: {
        tags: ['company-profile'],
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await validInvitation(db, request.params.token);
      if (!found) throw invitationInvalid();
      return {
        email: found.invitation.email,
        companyName: found.company.name,
        website: found.company.website,
        industryId: found.company.industryId,
        countryId: found.company.countryId,
        cityId: found.company.cityId,
      };
    },
  );
}
