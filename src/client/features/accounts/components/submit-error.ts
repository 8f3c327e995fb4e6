import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { BotCheckError } from '../api/bot-check-error.ts';

/** Puts the server's field messages on the fields and returns the text for the banner. */
export function applySubmitError<T extends FieldValues>(
  error: unknown,
  t: TFunction,
  setError: UseFormSetError<T>,
): string {
  if (error instanceof BotCheckError) return t('accounts.common.robot');
  if (error instanceof ApiError) {
    const details = error.details as
      { fields?: Record<string, string>; suggestions?: string[] } | undefined;
    for (const [name, key] of Object.entries(details?.fields ?? {})) {
      setError(name as Path<T>, { type: 'server', message: key });
    }
    // A guessable password: the field says why, the banner adds how to choose a better one.
    if (error.code === 'weak_password' && details?.suggestions?.length)
      return [errorMessage(error, t), ...details.suggestions.map((key) => t(key))].join(' ');
  }
  return errorMessage(error, t);
}
