import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  gendersQuerySchema,
  gendersResponseSchema,
  languagePreferenceSchema,
  preferencesResponseSchema,
  profileSchema,
  publicProfileParamsSchema,
  publicProfileResponseSchema,
  themeSettingsSchema,
  updateProfileRequestSchema,
  warningParamsSchema,
  warningsResponseSchema,
} from '#shared/schemas/profile.ts';
import type { AppContext } from '../../app-context.ts';
import { audit } from '../../platform/audit.ts';
import { authenticated, requireAuth } from '../../platform/auth/guards.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { dismissWarning, readPreferences, saveTheme } from './preferences.ts';
import {
  countLinkedinChange,
  getProfile,
  getPublicProfile,
  listGenders,
  updateProfile,
} from './service.ts';
import { computeWarnings } from './warnings.ts';
import { eq } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { users } from '../../db/schema/index.ts';
import { IMAGE_TYPES } from '../../platform/files/detect-type.ts';
import { replacePublicFile } from '../../platform/files/replace-public-file.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const meta = { tags: ['profile'], security: [{ bearer: [] }] };

/** The caller's own profile and preferences (no id in the path: nobody can name another user's). */
export async function profileRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/profile',
    { onRequest: authenticated, schema: { ...meta, response: { 200: profileSchema, ...errors } } },
    async (request) => getProfile(db, (await requireAuth(request)).userId),
  );

  r.get(
    '/api/profile/genders',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: gendersQuerySchema,
        response: { 200: gendersResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request);
      return { items: await listGenders(db, request.query.lang) };
    },
  );

  r.put(
    '/api/profile',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        body: updateProfileRequestSchema,
        response: { 200: profileSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await countLinkedinChange(db, auth.userId, request.body.linkedinPage);
      await db.transaction(async (tx) => {
        await updateProfile(tx, auth.userId, request.body);
        await audit(
          tx,
          { actorUserId: auth.userId, action: 'update', entity: 'profile', entityId: auth.userId },
          request,
        );
        await publishEvent(tx, { userId: auth.userId, type: 'warnings' });
      });
      return getProfile(db, auth.userId);
    },
  );

  r.post(
    '/api/profile/picture',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, 413: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      const options = {
        allowed: IMAGE_TYPES,
        typeMessage: 'profile.pictureFailed',
        missingMessage: 'Please choose an image',
      };
      await replacePublicFile(ctx, request, options, {
        meta: { fileTypeId: FILE_TYPE.profilePicture, ownerUserId: auth.userId },
        swap: async (tx, file) => {
          const [before] = await tx
            .select({ fileId: users.profilePictureFileId })
            .from(users)
            .where(eq(users.id, auth.userId))
            .for('no key update');
          await tx
            .update(users)
            .set({ profilePictureFileId: file.id, updatedAt: new Date() })
            .where(eq(users.id, auth.userId));
          return before?.fileId;
        },
        audit: {
          actorUserId: auth.userId,
          action: 'profile.picture_uploaded',
          entity: 'user',
          entityId: auth.userId,
        },
      });
      return getProfile(db, auth.userId);
    },
  );

  r.get(
    '/api/profile/public/:encryptedId',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        params: publicProfileParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request);
      return getPublicProfile(db, request.params.encryptedId);
    },
  );

  r.get(
    '/api/profile/warnings',
    {
      onRequest: authenticated,
      schema: { ...meta, response: { 200: warningsResponseSchema, ...errors } },
    },
    async (request) => ({ items: await computeWarnings(db, (await requireAuth(request)).userId) }),
  );

  r.post(
    '/api/profile/warnings/:code/dismiss',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        params: warningParamsSchema,
        response: { 200: warningsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await dismissWarning(db, auth.userId, request.params.code);
      return { items: await computeWarnings(db, auth.userId) };
    },
  );

  r.get(
    '/api/preferences',
    {
      onRequest: authenticated,
      schema: { ...meta, response: { 200: preferencesResponseSchema, ...errors } },
    },
    async (request) => readPreferences(db, (await requireAuth(request)).userId),
  );

  r.put(
    '/api/preferences/language',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        body: languagePreferenceSchema,
        response: { 200: languagePreferenceSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      const { language } = request.body;
      await db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(eq(users.id, auth.userId));
      return { language };
    },
  );

  r.put(
    '/api/preferences/theme',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        body: themeSettingsSchema,
        response: { 200: preferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await saveTheme(db, auth.userId, request.body);
      return readPreferences(db, auth.userId);
    },
  );
}
