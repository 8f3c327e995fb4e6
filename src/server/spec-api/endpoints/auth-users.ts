import { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { UserListResponse } from '#shared/schemas/user-admin.ts';
import { notFoundError, okBody } from '../executer/answers.ts';
import { specMeta, specMetaBearer, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf } from '../texts.ts';
import { signUpThroughApi, UNASKED_CHANNEL_ID } from './accounts/registration.ts';
import { loginThroughApi, sessionAnswerSchema } from './accounts/session-answer.ts';
import { specAdminUser, specRecordSchema, specRowsSchema } from './accounts/spec-user.ts';
import {
  deactivateUser,
  readUser,
  updateUser,
  userUpdateBodySchema,
} from './accounts/user-records.ts';
import { loginBodySchema } from './users.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

const CONTROL = '/api/auth/users_control';
/** Path values are never validated one by one: a refusal must not name (or echo) the password. */
const controlParams = z.object({ username: z.string(), password: z.string() });

/** The registration object: the multipart registration's fields as JSON, in any spelling. */
const registrationSchema = z.record(
  z.string().max(100),
  z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
);

const listQuerySchema = z.object({
  page: z.string().max(12).optional(),
  size: z.string().max(12).optional(),
  q: z.string().max(200).optional(),
});

const idParams = z.object({ id: z.string().max(100) });

/** The authenticated area's `/api/auth/*` calls (its section 7.1). */
export async function authUsersEndpoints(api: SpecApiApp) {
  const { r } = api;

  r.post(
    `${CONTROL}/:username/:password`,
    {
      // The spec puts the password in the path: the request log, which prints the URL, is off.
      logLevel: 'warn',
      schema: {
        ...specMeta,
        summary: 'Login (authenticated area)',
        description:
          'The JSON body `{ username, password, recaptchaToken }` wins over the path (the ' +
          'spec sends both; send the body and any placeholder in the path). Same login and ' +
          'answer as /api/Users/Login: the logged user is `user`, with `token` and `menu`. ' +
          'The password is never logged nor echoed.',
        params: controlParams,
        body: loginBodySchema.nullable().optional(),
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const input = {
        ...body,
        username: body.username ?? request.params.username,
        password: body.password ?? request.params.password,
      };
      return loginThroughApi(api, request, reply, input, languageOf(request));
    },
  );

  // Any other method or shape under users_control: a 404 that does not repeat the path.
  r.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${CONTROL}/*`,
    logLevel: 'warn',
    schema: { hide: true },
    handler: async (request) => {
      throw notFoundError(languageOf(request));
    },
  });

  r.put(
    '/api/auth/users/register',
    {
      schema: {
        ...specMeta,
        summary: 'Register (authenticated area)',
        description:
          'The registration object (Firstname, Lastname, Email, Password, LinkedinPage, ' +
          'RoleId 3 candidate / 2 recruiter, RecaptchaToken of action `signup`, in any ' +
          'letter case): the same public sign-up as /api/Users/User-SignUp, the person stays ' +
          'logged out until the e-mail is confirmed. Rows: status 0, or 1 and the reason.',
        body: registrationSchema,
        response: { 200: specRowsSchema, ...errors },
      },
    },
    async (request) =>
      signUpThroughApi(api, request, request.body, languageOf(request), {
        defaultChannelId: UNASKED_CHANNEL_ID,
      }),
  );

  r.get(
    '/api/auth/users',
    {
      schema: {
        ...specMetaBearer,
        summary: 'List users (staff)',
        description:
          'GET /api/admin/users (menu `users`): the page (`page`, `size` up to 100, default ' +
          '100; `q` searches name and e-mail) as flat user rows. Others: 401 / 403.',
        querystring: listQuerySchema,
        response: { 200: specRowsSchema, ...errors },
      },
    },
    async (request) => {
      const { page, size, q } = request.query;
      const query = new URLSearchParams({ page: page ?? '1', size: size ?? '100' });
      if (q) query.set('q', q);
      const list = okBody<UserListResponse>(
        await api.call(request, { url: `/api/admin/users?${query.toString()}` }),
        languageOf(request),
      );
      return list.items.map(specAdminUser);
    },
  );

  const byId = (summary: string, description: string) => ({
    ...specMetaBearer,
    summary,
    description,
    params: idParams,
    response: { 200: specRecordSchema, ...errors },
  });

  r.get(
    '/api/auth/users/:id',
    {
      schema: byId(
        'Read a user',
        'One’s own id: our profile (GET /api/profile). Another id: staff only (GET ' +
          '/api/admin/users/{id}); to anyone else it is not found (404).',
      ),
    },
    async (request) => readUser(api, request, request.params.id, languageOf(request)),
  );

  r.put(
    '/api/auth/users/:id',
    {
      schema: {
        ...byId(
          'Update a user',
          'One’s own id: the profile fields (PUT /api/profile; a field left out is kept, -1 ' +
            'or empty clears it). Another id: staff change the role (`role_id`) and the ' +
            'active state (`active`) through user administration; 404 to anyone else.',
        ),
        body: userUpdateBodySchema,
      },
    },
    async (request) =>
      updateUser(api, request, request.params.id, request.body, languageOf(request)),
  );

  r.delete(
    '/api/auth/users/:id',
    {
      schema: byId(
        'Delete (deactivate) a user',
        'Staff deactivate the account (PUT /api/admin/users/{id}/active): sessions end, the ' +
          'records that history refers to stay. One’s own id is refused (403); another id is ' +
          'not found to non-staff (404). Answers the user row, `active` 0.',
      ),
    },
    async (request) => deactivateUser(api, request, request.params.id, languageOf(request)),
  );
}
