import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import { lineText, multiLineText } from '#shared/schemas/fields.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { callerOf } from '../../caller.ts';
import { isPublicId } from '../../executer/referrals/referral-texts.ts';
import { readForm, type Form } from '../../multipart-form.ts';
import { messageOfError, text } from '../../texts.ts';

/**
 * readForm (multipart-form.ts) lets the parser's own errors through as plain Errors, which the
 * error handler answers 500: a body cut short or without its boundary is the caller's 400.
 */
export async function readFileForm(request: FastifyRequest, language: Language): Promise<Form> {
  try {
    return await readForm(request);
  } catch (error) {
    if (
      error instanceof Error &&
      !(error instanceof AppError) &&
      (error as { statusCode?: unknown }).statusCode === undefined &&
      /multipart|boundary|malformed|unexpected end/i.test(error.message)
    )
      throw new AppError(
        400,
        'validation_failed',
        messageOfError(language, { code: 'validation_failed' }),
      );
    throw error;
  }
}

/** The logged-in caller (the bearer token's user; `CreateUser` of the form is never read), or 401. */
export async function fileCaller(db: Database, request: FastifyRequest, language: Language) {
  const caller = await callerOf(db, request, undefined);
  if (!caller.auth || !caller.publicId)
    throw new AppError(401, 'unauthorized', text(language, 'errors.unauthorized') ?? '');
  return { ...caller, auth: caller.auth, publicId: caller.publicId };
}

// ---- Fields ------------------------------------------------------------------------------------

const smallNumber = z.union([
  z.number().int().min(-1).max(9999),
  lineText()
    .regex(/^-?\d{1,4}$/, 'validation.invalid')
    .transform(Number),
]);
const specId = z.union([z.number().int(), lineText().max(64)]).transform(String);
const specFlag = z.union([z.boolean(), z.number(), lineText().max(8)]);
const line = lineText().max(200);

/** The spec's file fields (public-side 3, File upload); names are read in any case. */
export const createFileFieldsSchema = z.object({
  /** 5 candidate CV (1 profile picture and 8 logo are not files of this layer). */
  FileTypeId: smallNumber,
  /** The candidate_id sqlId 14 answered (a draft), or one of the caller's candidate records. */
  ReferenceId: specId,
  /** Never read: the caller is the bearer token's user. */
  CreateUser: specId.optional(),
  IsDefault: specFlag.optional(),
  Description: multiLineText().max(2000).optional(),
  CandidateName: line.optional(),
  CandidateSurname: line.optional(),
  AppliedWorkName: line.optional(),
  CreateDate: line.optional(),
});

export const copyFileFieldsSchema = createFileFieldsSchema.extend({
  /** One of the caller's stored CVs (sqlId 53's id). */
  SourceFileId: specId,
});

export const filesByReferenceSchema = z.object({
  FileTypeId: smallNumber,
  ReferenceId: specId,
  /** 1: only the default (latest) file. */
  IsDefault: specFlag.optional(),
});

/** The spec's names whatever case the client sent (`fileTypeId`, `FILETYPEID`...). */
function canonical(values: Record<string, unknown>, names: string[]) {
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = byLower.get(key.toLowerCase());
    if (name && value !== '' && value !== null) result[name] = value;
  }
  return result;
}

/** A refused field: 400 with the field's message (an i18n key) read in the caller's language. */
export function fieldRefusal(language: Language, details: { path: string; message: string }[]) {
  return new AppError(
    400,
    'validation_failed',
    messageOfError(language, { code: 'validation_failed', details }),
    details,
  );
}

/** Reads fields with a zod object schema; a refused field is a 400 naming it. */
export function readFields<T>(
  schema: ZodType<T> & { shape: Record<string, unknown> },
  values: Record<string, unknown>,
  language: Language,
): T {
  const parsed = schema.safeParse(canonical(values, Object.keys(schema.shape)));
  if (parsed.success) return parsed.data;
  throw fieldRefusal(
    language,
    parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      // zod's own words ('Invalid input') are no text of ours: the catalogue's "not valid".
      message: text(language, issue.message) ? issue.message : 'validation.invalid',
    })),
  );
}

export const isYes = (value: unknown) =>
  value === true || value === 1 || value === '1' || String(value).toLowerCase() === 'true';

/** A field that must be one of our public ids: anything else is a 400 naming it. */
export function publicIdField(value: string, field: string, language: Language): string {
  const id = value.trim().toLowerCase();
  if (!isPublicId(id))
    throw fieldRefusal(language, [{ path: `body.${field}`, message: 'validation.invalid' }]);
  return id;
}
