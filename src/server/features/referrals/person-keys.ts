import { sql, type SQL } from 'drizzle-orm';
import { linkedinKey, toE164 } from '#shared/schemas/referrals.ts';
import { DOTS_IGNORED, PLUS_IGNORED } from '../../db/schema/person-email-key.ts';

/* The provider lists sit beside the SQL of the same rules, which defines a database column. */
const included = (list: readonly string[], domain: string) => list.includes(domain);

/**
 * The mailbox an address reaches: lower case, without the tag or dots its provider ignores;
 * `googlemail.com` is written `gmail.com`. Null when it is not an address.
 */
export function emailKey(input: string | null | undefined): string | null {
  const text = input?.trim().toLowerCase();
  if (!text) return null;
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  if (included(PLUS_IGNORED, domain)) local = local.split('+')[0] ?? local;
  if (included(DOTS_IGNORED, domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return local ? `${local}@${domain}` : null;
}

/** A stored phone as E.164 (`+` and digits only), to compare with `toE164` of what was typed. */
export function phoneKeySql(column: unknown): SQL {
  return sql`'+' || regexp_replace(${column}, '[^0-9]', '', 'g')`;
}

/** The keys one person is known by: mailbox, E.164 phone, LinkedIn `linkedin.com/in/{name}`. */
export type PersonKeys = { email: string | null; phone: string | null; linkedin: string | null };

export function personKeys(person: {
  email?: string | null;
  mobile?: string | null;
  linkedinPage?: string | null;
}): PersonKeys {
  return {
    email: emailKey(person.email),
    phone: person.mobile ? toE164(person.mobile) : null,
    linkedin: linkedinKey(person.linkedinPage),
  };
}

export const hasAnyKey = (keys: PersonKeys) => Boolean(keys.email || keys.phone || keys.linkedin);
