/** Every query of the mail outbox starts with this key. */
export const MAIL_OUTBOX_KEY = ['mail-outbox'] as const;
