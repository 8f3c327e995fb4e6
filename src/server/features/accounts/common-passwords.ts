import { AppError } from '../../http/errors.ts';
import { COMMON_PASSWORDS_TEXT } from './data/common-passwords.ts';

let list: Set<string> | undefined;

/** True when the password, ignoring case, is one of the 10,000 most common leaked passwords. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return list.has(password.toLowerCase());
}

/** The format rules live in `passwordSchema`; this adds the breached-list check. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(
      400,
      'common_password',
      'This password is too common. Please choose another one.',
      { fields: { password: 'accounts.validation.commonPassword' } },
    );
  }
}
