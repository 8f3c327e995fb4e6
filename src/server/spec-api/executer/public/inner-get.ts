import type { Language } from '#shared/i18n/languages.ts';
import { okBody } from '../answers.ts';
import type { SqlIdContext } from '../sql-id.ts';

/** A path with the caller's language added, for our routes that take `?lang=`. */
export function inLanguage(path: string, language: Language): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** GET one of our routes as the caller; a failure is passed on as the caller's error. */
export async function innerGet<T>(context: SqlIdContext, path: string): Promise<T> {
  return okBody<T>(await context.call({ url: path }), context.language);
}

/** GET one of our routes as the caller, in the caller's language. */
export function innerGetInLanguage<T>(context: SqlIdContext, path: string): Promise<T> {
  return innerGet<T>(context, inLanguage(path, context.language));
}
