const KEY = 'confirmation-token';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec: a successful sign-up keeps a 10-character random confirmation token in session storage. */
export function rememberConfirmationToken(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  const token = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  sessionStorage.setItem(KEY, token);
  return token;
}

/** Spec: a successful e-mail confirmation saves a flag locally. */
export const EMAIL_CONFIRMED_FLAG = 'email-confirmed';
