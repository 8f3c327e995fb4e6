import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { AppError } from '../http/errors.ts';

/**
 * zxcvbn's scale: 3 means "safely unguessable: moderate protection from an offline slow-hash
 * attack" (about 10^8 guesses and more), the level its authors and NIST-style guidance advise for
 * accounts that hold personal data.
 */
export const MIN_PASSWORD_SCORE = 3;

// Levenshtein matching costs about 150 ms of CPU per check on the event loop (measured here),
// an easy way to stall the server; the dictionaries with l33t and reversal matching already refuse
// every password of the list. No translations are loaded: feedback comes back as ids.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  }));

export type PasswordFeedback = { warning: string | null; suggestions: string[] };

/** The words of the person's own data that a password must not lean on (name, e-mail parts). */
export function personalInputs(values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    const lower = value.toLocaleLowerCase('en');
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** Null when the password is strong enough, else zxcvbn's warning and suggestion ids. */
export function passwordWeakness(password: string, inputs: string[]): PasswordFeedback | null {
  const result = zxcvbn().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return { warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}

const i18nKey = (group: 'warnings' | 'suggestions', id: string) =>
  `validation.passwordStrength.${group}.${id}`;

/**
 * Refuses a guessable password with 400 `weak_password`. The field carries the most telling
 * reason as an i18n key (the client translates it; zxcvbn's English never reaches the user).
 */
export function assertStrongPassword(password: string, inputs: string[], field = 'password') {
  const weakness = passwordWeakness(password, inputs);
  if (!weakness) return;
  const reason = weakness.warning
    ? i18nKey('warnings', weakness.warning)
    : 'validation.passwordStrength.weak';
  throw new AppError(400, 'weak_password', 'This password is too easy to guess.', {
    fields: { [field]: reason },
    warning: weakness.warning ? i18nKey('warnings', weakness.warning) : null,
    suggestions: weakness.suggestions.map((id) => i18nKey('suggestions', id)),
  });
}
