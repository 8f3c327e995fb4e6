import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { specMetaBearer, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf } from '../texts.ts';
import { fileAnswerSchema, fileRowsSchema } from './files/file-answers.ts';
import {
  copyFileFieldsSchema,
  createFileFieldsSchema,
  fieldRefusal,
  fileCaller,
  filesByReferenceSchema,
  isYes,
  readFields,
  readFileForm,
} from './files/file-form.ts';
import { copyCv, createCv, listCvs } from './files/cv-files.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

const CV_TYPE_ID = 5;

/** Only candidate CVs (FileTypeId 5) are files of these calls; another type is a 400 naming it. */
function requireCvType(fileTypeId: number, language: Language) {
  if (fileTypeId !== CV_TYPE_ID)
    throw fieldRefusal(language, [{ path: 'body.FileTypeId', message: 'validation.invalid' }]);
}

/**
 * The body as OpenAPI shows it. Fields are read by the handler in any case of their names
 * (`fileTypeId`), so the route's own validation lets other spellings and a multipart body through.
 */
const documented = <T extends z.ZodObject>(schema: T) => schema.partial().loose().nullish();

async function contextOf(api: SpecApiApp, request: FastifyRequest) {
  const language = languageOf(request);
  const caller = await fileCaller(api.ctx.db, request, language);
  return { api, request, language, caller };
}

const upload =
  'multipart/form-data with the fields below and the `File` part, checked by its content (PDF, ' +
  'DOC or DOCX) and bounded by the app’s upload limit. Only FileTypeId 5 (candidate CV) is ' +
  'kept here (pictures and logos have their own routes: 400). `CreateUser` is never read: the ' +
  'caller is the bearer token’s user.';

/** The spec's `Files/*` calls (public-side 7) over the referrals and candidate CV routes. */
export async function filesEndpoints(api: SpecApiApp) {
  const { r } = api;

  r.post(
    '/api/Files/CreateFile',
    {
      schema: {
        ...specMetaBearer,
        summary: 'Upload a candidate CV',
        description:
          `${upload} ReferenceId is the candidate_id sqlId 14 answered: a draft, which this CV ` +
          'turns into the referral (POST /api/referrals; the draft id is its Idempotency-Key; -1 ' +
          'when the person was referred meanwhile), or one of the caller’s candidate records, ' +
          'which gets the CV as its default. Others’ references: 404.',
        consumes: ['multipart/form-data'],
        body: documented(createFileFieldsSchema),
        response: { 200: fileAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const context = await contextOf(api, request);
      const form = await readFileForm(request, context.language);
      const fields = readFields(createFileFieldsSchema, form.fields, context.language);
      requireCvType(fields.FileTypeId, context.language);
      return createCv(context, fields, form.file);
    },
  );

  r.post(
    '/api/Files/CopyFile',
    {
      schema: {
        ...specMetaBearer,
        summary: 'Use a stored CV for a referral or a candidate record',
        description:
          'multipart/form-data (or JSON) with FileTypeId 5, ReferenceId (a draft of sqlId 14 or ' +
          'one of the caller’s candidate records) and SourceFileId: a CV of that record (used as ' +
          'it is) or one of the caller’s own CVs (copied through the upload checks). Others’ ' +
          'files and references: 404.',
        consumes: ['multipart/form-data', 'application/json'],
        body: documented(copyFileFieldsSchema),
        response: { 200: fileAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const context = await contextOf(api, request);
      const values = request.isMultipart()
        ? (await readFileForm(request, context.language)).fields
        : request.body;
      const fields = readFields(copyFileFieldsSchema, values ?? {}, context.language);
      requireCvType(fields.FileTypeId, context.language);
      return copyCv(context, fields);
    },
  );

  r.post(
    '/api/Files/GetFilesByReferenceId',
    {
      schema: {
        ...specMetaBearer,
        summary: 'The CVs of a reference',
        description:
          'JSON or multipart/form-data with FileTypeId 5, ReferenceId (the caller’s own id, one of ' +
          'their candidate records, or a draft of sqlId 14) and IsDefault (1: the default CV only, ' +
          'which is the latest). Others’ references: 404.',
        consumes: ['application/json', 'multipart/form-data'],
        body: documented(filesByReferenceSchema),
        response: { 200: fileRowsSchema, ...errors },
      },
    },
    async (request) => {
      const context = await contextOf(api, request);
      const values = request.isMultipart()
        ? (await readFileForm(request, context.language)).fields
        : request.body;
      const fields = readFields(filesByReferenceSchema, values ?? {}, context.language);
      requireCvType(fields.FileTypeId, context.language);
      return listCvs(context, fields, isYes(fields.IsDefault));
    },
  );
}
