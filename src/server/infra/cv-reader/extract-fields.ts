import { linkedinKey, toE164 } from '#shared/schemas/referrals.ts';

export type CvFields = {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  linkedinPage: string | null;
};

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const LINKEDIN = /(?:https?:\/\/)?(?:(?:www|[a-z]{2})\.)?linkedin\.com\/in\/[\p{L}\p{N}_%-]+\/?/iu;
const PHONE = /(?:\+|00)?\d[\d\s().-]{6,18}\d/g;
const NAME_LINE = /^[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){1,3}$/u;

/** Pulls contact details out of a CV's text to prefill the form; everything found is a guess. */
export function extractCvFields(text: string): CvFields {
  const email = EMAIL.exec(text)?.[0]?.toLowerCase() ?? null;
  const linkedinMatch = LINKEDIN.exec(text)?.[0];
  const linkedinName = linkedinMatch ? linkedinKey(linkedinMatch) : null;
  const original =
    linkedinMatch && linkedinName
      ? linkedinMatch.replace(/^.*\/in\//i, '').replace(/\/$/, '')
      : null;
  let phone: string | null = null;
  for (const candidate of text.match(PHONE) ?? []) {
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    phone = toE164(candidate.replace(/^00/, '+'));
    if (phone) break;
  }
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 8);
  const nameLine = lines.find((line) => NAME_LINE.test(line) && !EMAIL.test(line));
  const parts = nameLine?.split(/\s+/) ?? [];
  return {
    firstname: parts.length > 1 ? parts.slice(0, -1).join(' ') : null,
    lastname: parts.length > 1 ? (parts.at(-1) ?? null) : null,
    email,
    phone,
    linkedinPage: original ? `linkedin.com/in/${original}/` : null,
  };
}
