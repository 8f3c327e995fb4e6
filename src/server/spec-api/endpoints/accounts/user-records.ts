import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import type { UserActionResponse, UserDetail } from '#shared/schemas/user-admin.ts';
import { AppError } from '../../../http/errors.ts';
import { callerOf } from '../../caller.ts';
import { notFoundError, okBody, passOn } from '../../executer/answers.ts';
import type { SpecRow } from '../../executer/sql-id.ts';
import type { InnerResponse } from '../../inner-call.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { text } from '../../texts.ts';
import { looseId, looseText, specId } from './registration.ts';
import { specAdminUser, specProfileUser } from './spec-user.ts';

const PUBLIC_ID = /^[0-9a-f]{32}$/;

/** The user the spec's screen sends back on PUT: the fields it can change, in the spec's names. */
export const userUpdateBodySchema = z.object({
  firstname: looseText,
  lastname: looseText,
  mobile: looseText,
  linkedin_page: looseText,
  title: looseText,
  gender_id: looseId,
  birth_date: looseText,
  location_country_id: looseId,
  location_city_id: looseId,
  language: looseText,
  role_id: looseId,
  active: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .nullable()
    .optional(),
});
type UserUpdate = z.infer<typeof userUpdateBodySchema>;

type Target = { self: boolean; url: string };

/**
 * Who the id names, for a logged-in caller: themself (our profile routes), or someone else
 * (staff's user administration). Anonymous is 401; an id that is no public id is not found.
 */
async function target(api: SpecApiApp, request: FastifyRequest, id: string, language: Language) {
  const caller = await callerOf(api.ctx.db, request, undefined);
  if (!caller.auth)
    throw new AppError(401, 'unauthorized', text(language, 'errors.unauthorized') ?? '');
  if (!PUBLIC_ID.test(id)) throw notFoundError(language);
  return { self: id === caller.publicId, url: `/api/admin/users/${id}` } satisfies Target;
}

/** Someone else's record: staff only; to anyone else it does not exist (403 and 404 alike). */
function othersBody<T>(response: InnerResponse, language: Language): T {
  if (response.statusCode === 403 || response.statusCode === 404) throw notFoundError(language);
  return okBody<T>(response, language);
}

async function readOther(api: SpecApiApp, request: FastifyRequest, url: string, lang: Language) {
  return specAdminUser(othersBody<UserDetail>(await api.call(request, { url }), lang));
}

export async function readUser(
  api: SpecApiApp,
  request: FastifyRequest,
  id: string,
  language: Language,
): Promise<SpecRow> {
  const { self, url } = await target(api, request, id, language);
  if (!self) return readOther(api, request, url, language);
  return specProfileUser(
    okBody<Profile>(await api.call(request, { url: '/api/profile' }), language),
  );
}

/** A spec value for a field that can be cleared: missing keeps, -1 / empty / null clears. */
function changed<T>(value: unknown, current: T, read: (value: unknown) => T): T {
  if (value === undefined) return current;
  return read(value);
}
const nullableText = (value: unknown) =>
  value === null || value === '' ? null : typeof value === 'string' ? value : String(value);
const nullableId = (value: unknown) => (specId(value) ?? null) as number | null;
const day = (value: unknown) => {
  const text = nullableText(value);
  return text && /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
};

/** The caller's own record: our profile, changed where the spec's user differs. */
async function updateSelf(
  api: SpecApiApp,
  request: FastifyRequest,
  body: UserUpdate,
  language: Language,
) {
  const profile = okBody<Profile>(await api.call(request, { url: '/api/profile' }), language);
  const response = await api.call(request, {
    method: 'PUT',
    url: '/api/profile',
    payload: {
      firstname: body.firstname ?? profile.firstname,
      lastname: body.lastname ?? profile.lastname,
      mobile: changed(body.mobile, profile.mobile, nullableText),
      linkedinPage: changed(body.linkedin_page, profile.linkedinPage, nullableText),
      title: changed(body.title, profile.title, nullableText),
      genderId: changed(body.gender_id, profile.genderId, nullableId),
      birthDate: changed(body.birth_date, profile.birthDate, day),
      countryId: changed(body.location_country_id, profile.countryId, nullableId),
      cityId: changed(body.location_city_id, profile.cityId, nullableId),
      language: body.language === 'en' || body.language === 'tr' ? body.language : profile.language,
      publicProfileFields: profile.publicProfileFields,
    },
  });
  return specProfileUser(okBody<Profile>(response, language));
}

/**
 * PUT of a user. The caller's own id changes their profile (never their role or state). Staff
 * on someone else change what user administration changes: the role and the active state; the
 * person's own fields stay theirs, and the answer shows the record as kept.
 */
export async function updateUser(
  api: SpecApiApp,
  request: FastifyRequest,
  id: string,
  body: UserUpdate,
  language: Language,
): Promise<SpecRow> {
  const { self, url } = await target(api, request, id, language);
  if (self) return updateSelf(api, request, body, language);
  const current = othersBody<UserDetail>(await api.call(request, { url }), language);
  const roleId = specId(body.role_id);
  if (roleId !== undefined && roleId !== current.roleId)
    othersBody(
      await api.call(request, { method: 'PUT', url: `${url}/role`, payload: { roleId } }),
      language,
    );
  if (body.active !== undefined && body.active !== null && Boolean(body.active) !== current.active)
    othersBody(
      await api.call(request, {
        method: 'PUT',
        url: `${url}/active`,
        payload: { active: Boolean(body.active) },
      }),
      language,
    );
  return readOther(api, request, url, language);
}

/**
 * DELETE of a user: staff deactivate the account through user administration (its sessions end
 * at once; nothing a history refers to is erased). Another user's id is not found to non-staff;
 * one's own id is refused (staff do not deactivate themselves, others ask staff).
 */
export async function deactivateUser(
  api: SpecApiApp,
  request: FastifyRequest,
  id: string,
  language: Language,
): Promise<SpecRow> {
  const { self, url } = await target(api, request, id, language);
  const response = await api.call(request, {
    method: 'PUT',
    url: `${url}/active`,
    payload: { active: false },
  });
  if (self && !(response.statusCode >= 200 && response.statusCode < 300))
    throw passOn(response, language);
  return specAdminUser(othersBody<UserActionResponse>(response, language).user);
}
