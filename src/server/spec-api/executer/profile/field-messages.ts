import type { Language } from '#shared/i18n/languages.ts';
import type { InnerResponse } from '../../inner-call.ts';
import { messageOfError, text } from '../../texts.ts';
import { failureRows, statusRow } from '../answers.ts';
import type { SpecRow } from '../sql-id.ts';

/** The label of each field the profile and billing routes may refuse (catalogue keys). */
const LABELS: Record<string, string> = {
  firstname: 'profile.firstname',
  lastname: 'profile.lastname',
  mobile: 'profile.mobile',
  linkedinPage: 'profile.linkedin',
  title: 'profile.jobTitle',
  genderId: 'profile.gender',
  birthDate: 'profile.birthDate',
  countryId: 'billingInfo.country',
  cityId: 'billingInfo.city',
  language: 'profile.language',
  accountType: 'billingInfo.accountType',
  country: 'billingInfo.country',
  currency: 'billingInfo.currency',
  accountHolderName: 'billingInfo.accountHolderName',
  iban: 'billingInfo.iban',
  billingName: 'billingInfo.companyName',
  billingEmail: 'billingInfo.billingEmail',
  billingCity: 'billingInfo.city',
  billingAddress: 'billingInfo.address',
  billingPostcode: 'billingInfo.postcode',
  billingTaxNumber: 'billingInfo.taxNumber',
};

export type FieldIssue = { path: string; message: string };

/**
 * What a person reads when one field is refused: "IBAN: …" style, since the spec's client shows
 * only the first row's message (a bare "This is required" would not say which field).
 */
export function fieldMessage(language: Language, issue: FieldIssue): string {
  const field = issue.path.split('.').pop() ?? '';
  const labelKey = LABELS[field];
  const label = labelKey ? text(language, labelKey) : undefined;
  if (label && issue.message === 'validation.required')
    return text(language, 'validation.requiredField', { label }) ?? label;
  // zod's own messages (a wrong enum value) are not catalogue keys: "not valid" says it.
  const message =
    text(language, issue.message) ??
    text(language, 'validation.invalid') ??
    messageOfError(language, { details: [] });
  // Messages of a feature's own catalogue already name their field ("Invalid IBAN format").
  if (!label || !issue.message.startsWith('validation.')) return message;
  return `${label}: ${message}`;
}

/** A refused input as the spec's status row: 1 and the reason in the caller's language. */
export function refusedRows(language: Language, issue: FieldIssue): SpecRow[] {
  return [statusRow(1, fieldMessage(language, issue))];
}

/**
 * A route's refusal as a status row, with the field's label when the route named one; 401, 403,
 * 404, 429 and 5xx stay HTTP errors (answers.ts `failureRows`).
 */
export function routeFailureRows(response: InnerResponse, language: Language): SpecRow[] {
  const details = (response.body as { details?: unknown } | null)?.details;
  const first = Array.isArray(details)
    ? (details[0] as Partial<FieldIssue> | undefined)
    : undefined;
  if (
    response.statusCode === 400 &&
    typeof first?.path === 'string' &&
    typeof first.message === 'string' &&
    text(language, first.message)
  )
    return refusedRows(language, { path: first.path, message: first.message });
  return failureRows(response, language);
}
