import type { Language } from '#shared/i18n/languages.ts';
import type { ErrorCode } from '#shared/schemas/common.ts';
import { AppError } from '../../../http/errors.ts';
import type { InnerResponse } from '../../inner-call.ts';
import { failureRows } from '../answers.ts';
import type { SpecRow } from '../sql-id.ts';
import { messageOfError, text } from '../../texts.ts';
import { InvalidParameter, type Parameters } from '../parameters.ts';

/** The spec's referral outcomes (public-side 8), from the `referrals.outcome` catalogue. */
const OUTCOMES = {
  referred: 'Candidate successfully referred!',
  alreadyReferred: 'This candidate has already been referred to this job.',
  alreadyApplied: 'This candidate has already applied to this job.',
  nameNotFound: 'Candidate name or surname not found. Please check the information.',
  candidateNotFound: 'Candidate not found. Please check the information and try again.',
  withdrawn: 'The referral was withdrawn.',
  cvSaved: 'The CV was saved.',
} as const;
export type Outcome = keyof typeof OUTCOMES;

export const outcomeText = (language: Language, outcome: Outcome) =>
  text(language, `referrals.outcome.${outcome}`) ?? OUTCOMES[outcome];

/** The message of one of POST /api/referrals' outcomes (0, -1, -2), in the caller's language. */
export function submissionMessage(
  language: Language,
  result: { status: number; alreadyApplied?: boolean },
) {
  if (result.status === 0) return outcomeText(language, 'referred');
  if (result.status === -2) return outcomeText(language, 'nameNotFound');
  return outcomeText(language, result.alreadyApplied ? 'alreadyApplied' : 'alreadyReferred');
}

const PUBLIC_ID = /^[0-9a-f]{32}$/;
export const isPublicId = (value: string) => PUBLIC_ID.test(value);

/** One of our public ids, or undefined when the spec's "none" (-1, empty); other text is a 400. */
export function publicIdParameter(params: Parameters, name: string): string | undefined {
  const value = params.text(name)?.toLowerCase();
  if (value !== undefined && !isPublicId(value)) throw new InvalidParameter(name);
  return value;
}

/**
 * The spec's input sanitizer sends quote, apostrophe, backtick, caret, exclamation, backslash,
 * percent and underscore as HTML entities (public-side 5): they are read back as typed.
 */
const SANITIZED: Record<string, string> = {
  '&quot;': '"',
  '&apos;': "'",
  '&#34;': '"',
  '&#39;': "'",
  '&#96;': '`',
  '&#94;': '^',
  '&#33;': '!',
  '&#92;': '\\',
  '&#37;': '%',
  '&#95;': '_',
  '&#x27;': "'",
  '&#x22;': '"',
};
export function unsanitized(value: string | undefined): string | undefined {
  return value?.replace(/&(?:quot|apos|#3[3479]|#9[2456]|#x2[27]);/gi, (entity) => {
    return SANITIZED[entity.toLowerCase()] ?? entity;
  });
}

/** What a person reads of an upload's refusal: the CV type message where the bytes were wrong. */
export function uploadErrorMessage(language: Language, body: unknown): string {
  const details = (body as { details?: unknown } | null)?.details;
  const keys = Array.isArray(details)
    ? details.map((detail) => (detail as { message?: unknown } | null)?.message)
    : [];
  if (keys.includes('unsupported_file_type'))
    return (
      text(language, 'referrals.validation.cvType') ?? 'Please upload your CV in PDF or DOC format.'
    );
  if (keys.includes('empty_file'))
    return text(language, 'referrals.validation.cv') ?? 'Please select or upload a CV';
  return messageOfError(language, body);
}

/** An upload route's error passed on with its status, code and a message in the caller's language. */
export function passOnUpload(response: InnerResponse, language: Language): AppError {
  const body = (response.body ?? {}) as { code?: unknown; details?: unknown };
  const code = (typeof body.code === 'string' ? body.code : 'internal') as ErrorCode;
  return new AppError(
    response.statusCode,
    code,
    uploadErrorMessage(language, response.body),
    body.details,
  );
}

/** The same 404 for a record that is not there and one that is someone else's. */
export const candidateNotFound = (language: Language) =>
  new AppError(404, 'not_found', outcomeText(language, 'candidateNotFound'));

/** failureRows (answers.ts) with the columns every first row of sqlId 14 carries. */
export const refusedRows = (response: InnerResponse, language: Language): SpecRow[] =>
  failureRows(response, language).map((row) => ({
    ...row,
    candidate_id: null,
    referral_id: null,
  }));
