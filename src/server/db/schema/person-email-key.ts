import { sql, type SQL } from 'drizzle-orm';

/**
 * The mailbox an e-mail address reaches, in SQL: the rules of `emailKey`
 * (`features/referrals/person-keys.ts`), here because the generated column
 * `referrals.person_email_key` is defined by them and the schema never imports a feature.
 */

/**
 * Providers whose mailboxes ignore dots in the local part: Gmail (both of its domains, which are
 * one mailbox namespace).
 */
export const DOTS_IGNORED = ['gmail.com', 'googlemail.com'] as const;

/**
 * Providers that deliver `name+tag@` to `name@` (documented sub-addressing): Gmail, Microsoft's
 * consumer mail (Outlook.com, Hotmail, Live, MSN), Apple iCloud, Proton and Fastmail. Elsewhere
 * a `+` may be part of a real, different address, so it is kept.
 */
export const PLUS_IGNORED = [
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

/** A provider list as SQL literals: constants of this file, so the SQL has no parameters. */
const literals = (values: readonly string[]) =>
  sql.raw(
    values
      .map((value) => {
        if (!/^[a-z0-9.-]+$/.test(value)) throw new Error(`Not a domain: ${value}`);
        return `'${value}'`;
      })
      .join(', '),
  );

/**
 * `emailKey` in SQL, with the same rules and the same nulls (no `@`, nothing before or after the
 * last `@`, nothing left of the local part). It has no parameters and only immutable functions,
 * so it also defines the generated column `referrals.person_email_key` (its unique index is the
 * duplicate check's constraint). A change of the rules needs a migration of that column.
 */
export function emailKeySql(column: SQL | SQL.Aliased | unknown): SQL {
  const address = sql`lower(btrim(${column}))`;
  const local = sql`substring(${address} from '^(.+)@[^@]+$')`;
  const domain = sql`substring(${address} from '@([^@]+)$')`;
  const untagged = sql`case when ${domain} in (${literals(PLUS_IGNORED)}) then split_part(${local}, '+', 1) else ${local} end`;
  return sql`case when ${domain} in (${literals(DOTS_IGNORED)})
    then nullif(replace(${untagged}, '.', ''), '') || '@gmail.com'
    else nullif(${untagged}, '') || '@' || ${domain} end`;
}
