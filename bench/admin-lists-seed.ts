// Back-office lists at scale (issue 27): loads users, companies, jobs, candidates, referrals and
// the money tables with set-based SQL (insert … select … from generate_series), one statement per
// batch, on one connection (the id maps live in temporary tables). Every row is marked as the
// bench's own (`@admin-bench.test` e-mails, `AB-` codes), so a second call on the same database
// finds the load and only reads back what the bench needs.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  CANDIDATE_MARK,
  CURRENCIES,
  MARK,
  idMap,
  inBatches,
  step,
  type Client,
} from './admin-lists-seed-kit.ts';
import { seedMoney } from './admin-lists-seed-money.ts';

/** Full sizes (scale 1); ADMIN_LISTS_SCALE multiplies them. The referrals hold the board job's 10,000. */
const FULL = {
  users: 200_000,
  companies: 20_000,
  jobs: 40_000,
  candidates: 1_000_000,
  referrals: 2_000_000,
  rewards: 20_000,
  invoices: 50_000,
  batches: 500,
  payouts: 50_000,
  ledger: 200_000,
  outbox: 100_000,
  entries: 20_000,
};
export const BOARD_APPLICATIONS = 10_000;

export type AdminListSizes = typeof FULL;

export function adminListSizes(scale: number): AdminListSizes {
  const sized = Object.fromEntries(
    Object.entries(FULL).map(([name, full]) => [name, Math.max(100, Math.round(full * scale))]),
  ) as AdminListSizes;
  // The board job's candidates and applications come on top of the spread.
  sized.candidates = Math.max(sized.candidates, BOARD_APPLICATIONS);
  return sized;
}

export type AdminListSeed = {
  sizes: AdminListSizes;
  /** The job whose board holds BOARD_APPLICATIONS applications. */
  boardJobPublicId: string;
  /** Seconds the load took (0 when it was already there). */
  seconds: number;
};

const FIRST_NAMES = [
  ...['Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Huseyin', 'Hasan', 'Ibrahim', 'Ismail', 'Osman'],
  ...['Yusuf', 'Murat', 'Omer', 'Ramazan', 'Halil', 'Suleyman', 'Abdullah', 'Mahmut', 'Emre'],
  ...['Burak', 'Can', 'Cem', 'Deniz', 'Ege', 'Kaan', 'Kerem', 'Mert', 'Onur', 'Serkan', 'Tolga'],
  ...['Fatma', 'Ayse', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Meryem', 'Sultan', 'Hulya'],
  ...['Esra', 'Merve', 'Ozlem', 'Derya', 'Ebru', 'Gamze', 'Seda', 'Selin', 'Tugba', 'Yasemin'],
  ...['James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas'],
  ...['Charles', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Paul', 'Steven', 'Andrew', 'Joshua'],
  ...['Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica'],
  ...['Sarah', 'Karen', 'Lisa', 'Nancy', 'Betty', 'Sandra', 'Ashley', 'Emily', 'Donna', 'Michelle'],
  ...['Lukas', 'Leon', 'Felix', 'Jonas', 'Anna', 'Lena', 'Marie', 'Sophie', 'Hannah', 'Laura'],
  ...['Pierre', 'Louis', 'Camille', 'Chloe', 'Marco', 'Giulia', 'Pablo', 'Lucia', 'Sven', 'Ines'],
];
const LAST_NAMES = [
  ...['Yilmaz', 'Kaya', 'Demir', 'Sahin', 'Celik', 'Yildiz', 'Yildirim', 'Ozturk', 'Aydin'],
  ...['Ozdemir', 'Arslan', 'Dogan', 'Kilic', 'Aslan', 'Cetin', 'Kara', 'Koc', 'Kurt', 'Ozkan'],
  ...['Simsek', 'Polat', 'Ozcan', 'Korkmaz', 'Cakir', 'Erdogan', 'Yavuz', 'Can', 'Acar', 'Sen'],
  ...['Aktas', 'Guler', 'Yalcin', 'Gunes', 'Bozkurt', 'Bulut', 'Keskin', 'Unal', 'Turan', 'Gul'],
  ...['Ozer', 'Isik', 'Kaplan', 'Avci', 'Sari', 'Tas', 'Aksoy', 'Ekinci', 'Tekin', 'Kocak'],
  ...['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Wilson'],
  ...['Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White'],
  ...['Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright'],
  ...['Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall'],
  ...['Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans'],
  ...['Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris'],
  ...['Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson'],
  ...['Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson'],
  ...['Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes'],
  ...['Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster'],
  ...['Muller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz'],
  ...['Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schroder', 'Neumann', 'Schwarz', 'Braun'],
  ...['Dubois', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Rossi'],
  ...['Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
  ...['Bruno', 'Gallo', 'Conti', 'DeLuca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi'],
  ...['Jansen', 'DeJong', 'Bakker', 'Visser', 'Smit', 'Meijer', 'DeBoer', 'Mulder', 'Bos', 'Vos'],
  ...['Nowak', 'Kowalski', 'Wisniewski', 'Wojcik', 'Kowalczyk', 'Kaminski', 'Lewandowski'],
];
const COMPANY_WORDS = [
  ...['Anadolu', 'Bosphorus', 'Nordic', 'Atlas', 'Summit', 'Harbor', 'Cedar', 'Granite'],
  ...['Vertex', 'Pioneer', 'Horizon', 'Meridian', 'Orbit', 'Quantum', 'Beacon', 'Crescent'],
  ...['Evergreen', 'Falcon', 'Aurora', 'Zenith', 'Lighthouse', 'Riverstone', 'Silverline', 'Apex'],
];
const COMPANY_KINDS = [
  ...['Software', 'Logistics', 'Textiles', 'Foods', 'Energy', 'Health', 'Finance', 'Retail'],
  ...['Systems', 'Labs', 'Consulting', 'Motors', 'Media', 'Construction', 'Pharma', 'Analytics'],
];
const JOB_TITLES = [
  ...['Software Engineer', 'Sales Manager', 'Data Analyst', 'Product Manager', 'Accountant'],
  ...['Nurse', 'Warehouse Supervisor', 'Marketing Specialist', 'HR Business Partner', 'Designer'],
  ...['DevOps Engineer', 'Customer Success Manager', 'Financial Controller', 'Backend Developer'],
  ...['Yazılım Mühendisi', 'Satış Uzmanı', 'Muhasebe Müdürü', 'Veri Analisti', 'Proje Yöneticisi'],
];
const COUNTRIES = ['TR', 'DE', 'GB', 'US', 'FR', 'NL', 'ES', 'IT', 'PL', 'CA'];
async function seedPeople(client: Client, sizes: AdminListSizes) {
  const names = [FIRST_NAMES, LAST_NAMES];
  await step(`${sizes.users} users`, () =>
    inBatches(
      client,
      sizes.users,
      `INSERT INTO users (email, role_id, firstname, lastname, email_confirmed, active, language,
         created_at, last_login_at)
       SELECT 'ab' || g || '${MARK}',
         CASE WHEN g % 100 = 0 THEN 1 WHEN g % 100 < 15 THEN 4 WHEN g % 100 < 55 THEN 2 ELSE 3 END,
         ($3::text[])[1 + abs(hashint4(g)) % cardinality($3::text[])],
         ($4::text[])[1 + abs(hashint4(g + 7919)) % cardinality($4::text[])],
         g % 10 <> 0, g % 50 <> 0, CASE WHEN g % 3 = 0 THEN 'tr' ELSE 'en' END,
         now() - random() * interval '1000 days',
         CASE WHEN g % 4 = 0 THEN NULL ELSE now() - random() * interval '60 days' END
       FROM generate_series($1::int, $2::int) g`,
      (from, to) => [from, to, ...names],
    ),
  );
  await client.query(idMap('ab_recruiters', 'users', `role_id = 2 AND email LIKE '%${MARK}'`));
  await client.query(idMap('ab_company_users', 'users', `role_id = 4 AND email LIKE '%${MARK}'`));
  await client.query(
    `CREATE TEMP TABLE ab_places AS SELECT (row_number() OVER () - 1)::int AS n,
       co.id AS country_id, ci.id AS city_id
     FROM countries co JOIN LATERAL (SELECT id FROM cities WHERE country_id = co.id
       ORDER BY id LIMIT 10) ci ON true WHERE co.iso2 = ANY($1::text[])`,
    [COUNTRIES],
  );
  await step(`${sizes.companies} companies and their members`, async () => {
    await client.query(
      `INSERT INTO companies (name, website, industry_id, country_id, city_id, active, created_at)
       SELECT ($2::text[])[1 + g % cardinality($2::text[])] || ' '
           || ($3::text[])[1 + (g / cardinality($2::text[])) % cardinality($3::text[])] || ' ' || g,
         'https://ab' || g || '.example.com', 1 + g % 21, p.country_id, p.city_id, g % 20 <> 0,
         now() - random() * interval '1500 days'
       FROM generate_series(1, $1::int) g
       JOIN ab_places p ON p.n = g % (SELECT count(*) FROM ab_places)`,
      [sizes.companies, COMPANY_WORDS, COMPANY_KINDS],
    );
    await client.query(
      idMap('ab_companies', 'companies', `website LIKE 'https://ab%.example.com'`),
    );
    await client.query(
      `INSERT INTO company_members (company_id, user_id, is_owner)
       SELECT c.id, u.id, u.n < (SELECT count(*) FROM ab_companies)
       FROM ab_company_users u JOIN ab_companies c ON c.n = u.n % (SELECT count(*) FROM ab_companies)`,
    );
  });
}

async function seedJobsAndCandidates(client: Client, sizes: AdminListSizes) {
  await step(`${sizes.jobs} jobs`, async () => {
    // Job 0 is the board job: open, with a reward, in the first company.
    await client.query(
      `INSERT INTO jobs (slug, reference_code, company_id, title, status_id, reward_minor,
         reward_currency, country_id, city_id, created_at, published_at)
       SELECT 'ab-job-' || g, 'AB-' || lpad(g::text, 7, '0'), c.id,
         ($2::text[])[1 + g % cardinality($2::text[])],
         CASE WHEN g = 0 OR g % 10 < 6 THEN 1 WHEN g % 10 < 8 THEN 5 WHEN g % 10 = 8 THEN 6 ELSE 4 END,
         CASE WHEN g % 5 = 4 THEN 0 ELSE 100000 + (g % 40) * 25000 END,
         ($3::text[])[1 + g % cardinality($3::text[])], p.country_id, p.city_id,
         now() - random() * interval '700 days', now() - random() * interval '700 days'
       FROM generate_series(0, $1::int - 1) g
       JOIN ab_companies c ON c.n = g % (SELECT count(*) FROM ab_companies)
       JOIN ab_places p ON p.n = g % (SELECT count(*) FROM ab_places)`,
      [sizes.jobs, JOB_TITLES, CURRENCIES],
    );
    await client.query(
      idMap('ab_jobs', 'jobs', `reference_code LIKE 'AB-%'`, ', company_id', 'reference_code'),
    );
  });
  const recruiters = `(SELECT count(*) FROM ab_recruiters)`;
  await step(`${sizes.candidates} candidates`, () =>
    inBatches(
      client,
      sizes.candidates,
      `INSERT INTO candidates (owner_user_id, firstname, lastname, email, mobile, country_id,
         city_id, education_level_id, created_at, archived_at)
       SELECT r.id, f.name, l.name, lower(f.name || '.' || l.name || g) || '${CANDIDATE_MARK}',
         '+90555' || lpad(g::text, 7, '0'), p.country_id, p.city_id, 1 + g % 6,
         now() - random() * interval '1000 days',
         CASE WHEN g % 100 = 0 THEN now() ELSE NULL END
       FROM generate_series($1::int, $2::int) g
       JOIN ab_recruiters r ON r.n = g % ${recruiters}
       JOIN ab_places p ON p.n = g % (SELECT count(*) FROM ab_places)
       CROSS JOIN LATERAL (SELECT ($3::text[])[1 + abs(hashint4(g)) % cardinality($3::text[])] AS name) f
       CROSS JOIN LATERAL (SELECT ($4::text[])[1 + abs(hashint4(g + 104729)) % cardinality($4::text[])] AS name) l`,
      (from, to) => [from, to, FIRST_NAMES, LAST_NAMES],
    ),
  );
  await client.query(
    idMap(
      'ab_candidates',
      'candidates',
      `email LIKE '%${CANDIDATE_MARK}'`,
      ', owner_user_id, email',
    ),
  );
}

async function seedReferrals(client: Client, sizes: AdminListSizes) {
  const spread = sizes.referrals - BOARD_APPLICATIONS;
  const otherJobs = sizes.jobs - 1;
  const perJob = Math.ceil(spread / otherJobs);
  // Referral i of the spread: job 1 + i % otherJobs, the (i / otherJobs)-th of that job, whose
  // candidate (job * perJob + rank) % candidates is different for every rank: (job, candidate)
  // stays unique. The board job (0) takes the first BOARD_APPLICATIONS candidates.
  const insert = (source: string) => `INSERT INTO referrals (kind, job_id, candidate_id,
      referrer_user_id, status_id, term1_accepted, term2_accepted, person_email, hired_at,
      created_at, updated_at)
    SELECT 'referral', j.id, c.id, c.owner_user_id, s.status, true, true, c.email,
      CASE WHEN s.status IN (6, 8) THEN s.at + interval '20 days' END, s.at,
      s.at + random() * interval '30 days'
    FROM ${source}
    CROSS JOIN LATERAL (SELECT 1 + abs(hashint4(x.i)) % 9 AS status,
      now() - interval '30 days' - random() * interval '700 days' AS at) s`;
  await step(`${sizes.referrals} referrals (${BOARD_APPLICATIONS} on the board job)`, async () => {
    await client.query(
      insert(`(SELECT g AS i, 0 AS job_n, g AS cand_n FROM generate_series(0, $1::int - 1) g) x
        JOIN ab_jobs j ON j.n = x.job_n JOIN ab_candidates c ON c.n = x.cand_n`),
      [BOARD_APPLICATIONS],
    );
    await inBatches(
      client,
      spread,
      insert(`(SELECT g AS i, 1 + g % $3::int AS job_n,
          ((1 + g % $3::int)::bigint * $4 + g / $3::int) % $5 AS cand_n
          FROM generate_series($1::int - 1, $2::int - 1) g) x
        JOIN ab_jobs j ON j.n = x.job_n JOIN ab_candidates c ON c.n = x.cand_n`),
      (from, to) => [from, to, otherJobs, perJob, sizes.candidates],
    );
  });
}

/**
 * Loads the back-office lists' data unless this database holds it already; then VACUUM ANALYZE,
 * so that counts may use index-only scans and the planner knows the sizes, as on a live system.
 */
export async function seedAdminLists(pool: pg.Pool, scale: number): Promise<AdminListSeed> {
  const sizes = adminListSizes(scale);
  const boardJob = async () =>
    (
      await pool.query<{ public_id: string }>(
        `SELECT public_id FROM jobs WHERE reference_code = 'AB-0000000'`,
      )
    ).rows[0]?.public_id;
  const existing = await boardJob();
  if (existing) return { sizes, boardJobPublicId: existing, seconds: 0 };

  const start = performance.now();
  // A plain client: the app's pool bounds statements and silences (15 s, 20 s), the load needs
  // longer ones.
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    await client.query(`SET synchronous_commit = off; SET work_mem = '128MB';
      SET maintenance_work_mem = '512MB'; SET statement_timeout = 0;
      SELECT setseed(0.27)`);
    await seedPeople(client, sizes);
    await seedJobsAndCandidates(client, sizes);
    await seedReferrals(client, sizes);
    await seedMoney(client, sizes);
    await step('VACUUM ANALYZE', async () => {
      for (const table of [
        ...['users', 'companies', 'company_members', 'jobs', 'candidates', 'referrals', 'rewards'],
        ...['invoices', 'payout_batches', 'payouts', 'points_ledger', 'billing_profiles'],
        ...['outbox_emails', 'payment_entries', 'blocked_amounts'],
      ])
        await client.query(`VACUUM (ANALYZE) ${table}`);
    });
  } finally {
    await client.end();
  }
  const boardJobPublicId = await boardJob();
  if (!boardJobPublicId) throw new Error('admin lists seed: the board job is missing');
  return { sizes, boardJobPublicId, seconds: (performance.now() - start) / 1000 };
}
