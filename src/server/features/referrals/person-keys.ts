import { sql, type SQL } from 'drizzle-orm';
import { linkedinKey, toE164 } from '#shared/schemas/referrals.ts';

/**
 * Providers whose mailboxes ignore dots in the local part: Gmail (both of its domains, which are
 * one mailbox namespace).
 */
const DOTS_IGNORED = ['gmail.com', 'googlemail.com'] as const;

/**
 * Providers that deliver `name+tag@` to `name@` (documented sub-addressing): Gmail, Microsoft's
 * consumer mail (Outlook.com, Hotmail, Live, MSN), Apple iCloud, Proton and Fastmail. Elsewhere
 * a `+` may be part of a real, different address, so it is kept.
 */
const PLUS_IGNORED = [
  ...DOTS_IGNORED,
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'fastmail.com',
] as const;

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

/** `emailKey` in SQL, for addresses stored before (or without) the key: the same rules. */
export function emailKeySql(column: SQL | SQL.Aliased | unknown): SQL {
  const address = sql`lower(trim(${column}))`;
  const local = sql`split_part(${address}, '@', 1)`;
  const domain = sql`split_part(${address}, '@', 2)`;
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const untagged = sql`case when ${domain} in (${list(PLUS_IGNORED)}) then split_part(${local}, '+', 1) else ${local} end`;
  return sql`case when ${domain} in (${list(DOTS_IGNORED)})
    then replace(${untagged}, '.', '') || '@gmail.com'
    else ${untagged} || '@' || ${domain} end`;
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
