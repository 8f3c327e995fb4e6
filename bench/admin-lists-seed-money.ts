// The money tables of the back-office lists load: rewards with their hire invoices, other
// invoices, payout batches and payouts, the points ledger, billing profiles, the mail outbox and
// payment entries, each in set-based statements over the maps bench/admin-lists-seed.ts made.
import type { AdminListSizes } from './admin-lists-seed.ts';
import {
  CANDIDATE_MARK,
  CURRENCIES,
  IBANS,
  MARK,
  idMap,
  step,
  type Client,
} from './admin-lists-seed-kit.ts';

export async function seedMoney(client: Client, sizes: AdminListSizes) {
  const year = 2024;
  await step(
    `${sizes.rewards} rewards with their hire invoices, ${sizes.invoices} invoices`,
    async () => {
      await client.query(
        `INSERT INTO rewards (referral_id, hire_cycle, recruiter_user_id, company_id, job_id,
         amount_minor, currency, status, hired_at, guarantee_ends_at, company_paid_at, earned_at,
         cancelled_at, cancel_reason)
       SELECT r.id, 1, r.referrer_user_id, j.company_id, j.id, j.reward_minor, j.reward_currency,
         CASE WHEN r.n % 10 < 6 THEN 'pending' WHEN r.n % 10 < 9 THEN 'earned' ELSE 'cancelled' END,
         h.at, h.at + interval '90 days',
         CASE WHEN r.n % 2 = 0 THEN h.at + interval '10 days' END,
         CASE WHEN r.n % 10 BETWEEN 6 AND 8 THEN h.at + interval '90 days' END,
         CASE WHEN r.n % 10 = 9 THEN h.at + interval '30 days' END,
         CASE WHEN r.n % 10 = 9 THEN 'guarantee_failed' END
       FROM (SELECT row_number() OVER (ORDER BY id) AS n, * FROM referrals
         WHERE status_id = 6 AND person_email LIKE '%${CANDIDATE_MARK}' ORDER BY id LIMIT $1) r
       JOIN jobs j ON j.id = r.job_id AND j.reward_minor > 0
       -- A pending reward's guarantee runs on (hired in the last 60 days): the app's release
       -- timer leaves it alone, as it would a live one.
       CROSS JOIN LATERAL (SELECT CASE WHEN r.n % 10 < 6
         THEN now() - (r.n % 60) * interval '1 day' ELSE r.hired_at END AS at) h`,
        [sizes.rewards],
      );
      // Invoice numbers run with the issue date through ${year}, as gapless numbers do.
      const invoice = `INSERT INTO invoices (number, kind, company_id, job_id, referral_id, net_minor,
        vat_rate_bp, vat_minor, total_minor, currency, reverse_charge, status, billing_snapshot,
        created_at, paid_at)
      SELECT 'INV-${year}-' || lpad(x.g::text, 6, '0'), x.kind, x.company_id, x.job_id,
        x.referral_id, x.net, 2000, x.net / 5, x.net + x.net / 5, x.currency, x.g % 7 = 0,
        x.status, jsonb_build_object('name', c.name, 'email', 'billing@ab' || c.id || '.example.com',
          'address', 'Street ' || x.g, 'postCode', '34000', 'city', 'Istanbul', 'country', 'TR',
          'taxNumber', '1234567890', 'isVatRegistered', true),
        timestamptz '${year}-01-01' + (x.g::float / $1) * interval '365 days',
        CASE WHEN x.status = 'paid' THEN timestamptz '${year}-01-01' + (x.g::float / $1) * interval '365 days' + interval '12 days' END
      FROM (SELECT `;
      const hires =
        (
          await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM rewards r JOIN ab_jobs j ON j.id = r.job_id',
          )
        ).rows[0]?.n ?? 0;
      await client.query(
        `${invoice} row_number() OVER (ORDER BY r.id) * 2 AS g, 'hire' AS kind, r.company_id,
         r.job_id, r.referral_id, r.amount_minor AS net, r.currency,
         CASE WHEN r.company_paid_at IS NULL THEN 'unpaid' ELSE 'paid' END AS status
       FROM rewards r JOIN ab_jobs j ON j.id = r.job_id) x JOIN companies c ON c.id = x.company_id`,
        [sizes.invoices],
      );
      await client.query(
        `UPDATE rewards r SET hire_invoice_id = i.id FROM invoices i
       WHERE i.referral_id = r.referral_id AND i.kind = 'hire' AND i.number LIKE 'INV-${year}-%'`,
      );
      // The other numbers: odd ones, then the even ones above the hires'.
      await client.query(
        `${invoice} g, CASE WHEN g % 20 = 1 THEN 'credit_note' WHEN g % 5 = 3 THEN 'plan'
           ELSE 'job_posting' END AS kind, j.company_id,
         CASE WHEN g % 5 = 3 THEN NULL ELSE j.id END AS job_id, NULL::int AS referral_id,
         (CASE WHEN g % 20 = 1 THEN -1 ELSE 1 END) * (5000 + g % 97 * 1000) AS net,
         ($2::text[])[1 + g % 4] AS currency,
         CASE WHEN g % 20 = 1 THEN 'issued' WHEN g % 10 < 3 THEN 'unpaid' WHEN g % 10 = 9
           THEN 'credited' ELSE 'paid' END AS status
       FROM generate_series(1, $1::int) g JOIN ab_jobs j ON j.n = g % (SELECT count(*) FROM ab_jobs)
       WHERE g % 2 = 1 OR g > $3::int * 2) x JOIN companies c ON c.id = x.company_id
       LIMIT $1::int - $3::int`,
        [sizes.invoices, CURRENCIES, hires],
      );
    },
  );
  await step(`${sizes.payouts} payouts in ${sizes.batches} batches`, async () => {
    await client.query(
      `INSERT INTO payout_batches (currency, format, status, total_net_minor, payout_count,
         request_key, bank_reference, created_at, sent_at, paid_at)
       SELECT ($2::text[])[1 + g % 4], CASE g % 4 WHEN 1 THEN 'pain001' WHEN 2 THEN 'try_list' ELSE 'csv' END,
         CASE WHEN g % 10 = 0 THEN 'created' WHEN g % 10 = 1 THEN 'sent' ELSE 'paid' END,
         0, 0, 'ab-batch-' || g, CASE WHEN g % 10 <> 0 THEN 'AB-BANK-' || g END,
         timestamptz '${year}-01-01' + (g::float / $1) * interval '365 days', NULL, NULL
       FROM generate_series(1, $1::int) g`,
      [sizes.batches, CURRENCIES],
    );
    await client.query(idMap('ab_batches', 'payout_batches', `request_key LIKE 'ab-batch-%'`));
    await client.query(
      `INSERT INTO payouts (batch_id, recruiter_user_id, currency, gross_minor, withholding_rate_bp,
         withholding_minor, net_minor, status, statement_number, account_holder_name, iban,
         billing_snapshot, bank_reference, created_at, paid_at, returned_at, return_reason)
       SELECT CASE WHEN g % 10 <> 0 THEN b.id END, r.id, ($3::text[])[1 + g % 4],
         10000 + g % 89 * 1000, 1500, (10000 + g % 89 * 1000) * 15 / 100,
         (10000 + g % 89 * 1000) * 85 / 100,
         CASE WHEN g % 50 = 0 THEN 'returned' WHEN g % 10 = 1 THEN 'created'
           WHEN g % 10 = 2 THEN 'sent' ELSE 'paid' END,
         'SB-${year}-' || lpad(g::text, 6, '0'), u.firstname || ' ' || u.lastname,
         ($4::text[])[1 + g % cardinality($4::text[])],
         jsonb_build_object('name', u.firstname || ' ' || u.lastname, 'email', u.email,
           'address', 'Street ' || g, 'postCode', '10115', 'city', 'Berlin', 'country', 'DE',
           'taxNumber', NULL, 'isVatRegistered', false),
         CASE WHEN g % 10 > 2 THEN 'AB-TX-' || g END,
         timestamptz '${year}-01-01' + (g::float / $1) * interval '365 days',
         CASE WHEN g % 10 > 2 AND g % 50 <> 0 THEN timestamptz '${year}-01-01' + (g::float / $1) * interval '365 days' + interval '3 days' END,
         CASE WHEN g % 50 = 0 THEN timestamptz '${year}-01-01' + (g::float / $1) * interval '365 days' + interval '5 days' END,
         CASE WHEN g % 50 = 0 THEN 'Account closed' END
       FROM generate_series(1, $1::int) g
       JOIN ab_recruiters r ON r.n = g % (SELECT count(*) FROM ab_recruiters)
       JOIN users u ON u.id = r.id
       JOIN ab_batches b ON b.n = g % $2::int`,
      [sizes.payouts, sizes.batches, CURRENCIES, IBANS],
    );
    await client.query(
      `UPDATE payout_batches b SET payout_count = t.n, total_net_minor = t.net
       FROM (SELECT batch_id, count(*) AS n, sum(net_minor) AS net FROM payouts
         WHERE statement_number LIKE 'SB-${year}-%' GROUP BY batch_id) t WHERE t.batch_id = b.id`,
    );
    for (const [series, table, column] of [
      ['INV', 'invoices', 'number'],
      ['SB', 'payouts', 'statement_number'],
    ] as const)
      await client.query(
        `INSERT INTO document_counters (series, year, last)
         SELECT '${series}', ${year},
           coalesce(max(substring(${column} from ${series.length + 7})::int), 0)
         FROM ${table} WHERE ${column} LIKE '${series}-${year}-%'
         ON CONFLICT (series, year) DO UPDATE SET last = greatest(document_counters.last, excluded.last)`,
      );
  });
  await step(`${sizes.ledger} points ledger rows, billing profiles`, async () => {
    // A credit for each of the first referrals, a debit for each payout, adjustments for the rest.
    await client.query(
      `INSERT INTO points_ledger (user_id, kind, points, amount_minor, currency, referral_id,
         hire_cycle, payout_id, note, created_at)
       SELECT user_id, kind, amount / 100, amount, currency, referral_id, 1, payout_id, note, at
       FROM (
         (SELECT r.referrer_user_id AS user_id, 'reward' AS kind,
            250000 + r.id % 50 * 10000 AS amount, ($2::text[])[1 + r.id % 4] AS currency,
            r.id AS referral_id, NULL::int AS payout_id, NULL AS note, r.updated_at AS at
          FROM referrals r WHERE r.person_email LIKE '%${CANDIDATE_MARK}' ORDER BY r.id LIMIT $1::int / 2)
         UNION ALL
         (SELECT p.recruiter_user_id, 'payout', -p.gross_minor, p.currency, NULL, p.id, NULL,
            p.created_at FROM payouts p WHERE p.statement_number LIKE 'SB-${year}-%'
          ORDER BY p.id LIMIT $1::int / 4)
         UNION ALL
         (SELECT r.id, 'adjustment', 1000 + g % 50 * 100, ($2::text[])[1 + g % 4], NULL, NULL,
            'Bench adjustment ' || g, now() - random() * interval '700 days'
          FROM generate_series(1, $1::int) g
          JOIN ab_recruiters r ON r.n = (g * 7) % (SELECT count(*) FROM ab_recruiters))
       ) rows LIMIT $1::int`,
      [sizes.ledger, CURRENCIES],
    );
    await client.query(
      `INSERT INTO billing_profiles (user_id, account_type_id, bank_country_id, bank_currency,
         account_holder_name, iban, billing_name, billing_country_id, billing_city_id,
         billing_address, billing_post_code, billing_email)
       SELECT r.id, 1, p.country_id, 'EUR', u.firstname || ' ' || u.lastname,
         ($1::text[])[1 + r.n % cardinality($1::text[])], u.firstname || ' ' || u.lastname,
         p.country_id, p.city_id, 'Street ' || r.n, '10115', u.email
       FROM ab_recruiters r JOIN users u ON u.id = r.id
       JOIN ab_places p ON p.n = r.n % (SELECT count(*) FROM ab_places)
       WHERE r.n % 3 = 0`,
      [IBANS],
    );
  });
  await step(`${sizes.outbox} mails, ${sizes.entries} payment entries`, async () => {
    await client.query(
      `INSERT INTO outbox_emails (to_address, subject, html, text, template_code, status, attempts,
         created_at, sent_at)
       SELECT 'ab' || (g % 50000) || '${MARK}', 'Your referral update ' || g,
         '<p>Hello, your referral moved on.</p>', 'Hello, your referral moved on.', 'referral_status',
         CASE WHEN g % 20 = 0 THEN 'failed' WHEN g % 20 = 1 THEN 'pending' ELSE 'sent' END,
         1, now() - ($1::int - g) * interval '5 minutes',
         CASE WHEN g % 20 > 1 THEN now() - ($1::int - g) * interval '5 minutes' END
       FROM generate_series(1, $1::int) g`,
      [sizes.outbox],
    );
    await client.query(
      `INSERT INTO payment_entries (direction, invoice_id, amount_minor, currency, paid_on,
         reference, request_key, created_at)
       SELECT 'in', i.id, i.total_minor, i.currency, to_char(i.created_at + interval '9 days', 'YYYY-MM-DD'),
         'AB-REF-' || i.id, 'ab-entry-' || i.id, i.created_at + interval '9 days'
       FROM invoices i WHERE i.number LIKE 'INV-${year}-%' AND i.status = 'paid'
       ORDER BY i.id LIMIT $1`,
      [sizes.entries],
    );
  });
}
