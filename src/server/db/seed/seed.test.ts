import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  FILE_TYPE,
  JOB_STATUS,
  SOCIAL_MARKETING_CHANNEL_ID,
} from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { verifyPassword } from '../../infra/passwords.ts';
import { createDiskStorage, type FileStorage } from '../../infra/storage.ts';
import { TURKISH_PROVINCES } from './data/country-fixes.ts';
import { seedDatabase } from './seed.ts';
import { languageOf } from '#shared/i18n/languages.ts';
import { renderStoredNotice } from '../../platform/notifications.ts';

const DEMO_PASSWORD = 'Copper-Lantern-42';

let database: TestDatabase;
let storage: FileStorage;
let filesDir: string;

const seed = (demo = true) =>
  seedDatabase(database.db, { demo, demoPassword: () => DEMO_PASSWORD, storage });

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

async function count(text: string, values: unknown[] = []): Promise<number> {
  const [row] = await rows<{ count: string | number }>(text, values);
  return Number(row?.count ?? 0);
}

/** Row counts of every table, to prove that a run changed nothing. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables)
    counts[table_name] = await count(`SELECT count(*) FROM "${table_name}"`);
  return counts;
}

beforeAll(async () => {
  // The template every test database is cloned from already went through seedDatabase (no demo).
  database = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-seed-'));
  storage = createDiskStorage(filesDir);
  await seed();
});

afterAll(async () => {
  await database?.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('reference data', () => {
  it('has the ten currencies with dollar 1 and euro 2', async () => {
    const currencies = await rows<{ id: number; code: string; minor_unit: number }>(
      'SELECT id, code, minor_unit FROM currencies ORDER BY id',
    );
    expect(currencies.map((c) => c.code)).toEqual([...CURRENCY_CODES]);
    expect(currencies.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(currencies.find((c) => c.code === 'JPY')?.minor_unit).toBe(0);
  });

  it('has every country with a Turkish name and a calling code', async () => {
    expect(await count('SELECT count(*) FROM countries')).toBeGreaterThan(240);
    expect(
      await count(
        "SELECT count(*) FROM countries WHERE name_tr = '' OR phone_code !~ '^\\+[0-9]+$'",
      ),
    ).toBe(0);
    const [turkey] = await rows<{
      name_en: string;
      name_tr: string;
      phone_code: string;
      default_currency: string;
    }>("SELECT name_en, name_tr, phone_code, default_currency FROM countries WHERE iso2 = 'TR'");
    expect(turkey).toEqual({
      name_en: 'Türkiye',
      name_tr: 'Türkiye',
      phone_code: '+90',
      default_currency: 'TRY',
    });
  });

  it('gives every country at least one city, and Türkiye its Turkish city names', async () => {
    expect(
      await count(
        'SELECT count(*) FROM countries c WHERE NOT EXISTS (SELECT 1 FROM cities ci WHERE ci.country_id = c.id)',
      ),
    ).toBe(0);
    const turkish = await rows<{ name: string; search_name: string }>(
      "SELECT name, search_name FROM cities WHERE country_id = (SELECT id FROM countries WHERE iso2 = 'TR') AND name IN ('İstanbul', 'Ankara', 'İzmir') ORDER BY search_name",
    );
    expect(turkish).toEqual([
      { name: 'Ankara', search_name: 'ankara' },
      { name: 'İstanbul', search_name: 'istanbul' },
      { name: 'İzmir', search_name: 'izmir' },
    ]);
    expect(
      await count(
        'SELECT count(*) FROM (SELECT country_id, search_name FROM cities GROUP BY 1, 2 HAVING count(*) > 1) duplicates',
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) FROM cities WHERE name <> btrim(name) OR name = ''")).toBe(
      0,
    );
  });

  it('offers every Turkish province, with ids following population', async () => {
    const turkish = await rows<{ name: string }>(
      "SELECT name FROM cities WHERE country_id = (SELECT id FROM countries WHERE iso2 = 'TR') ORDER BY id",
    );
    const names = turkish.map((city) => city.name);
    expect(names).toEqual(expect.arrayContaining([...TURKISH_PROVINCES]));
    expect(names.slice(0, 3)).toEqual(['İstanbul', 'Ankara', 'İzmir']);
    expect(names).not.toContain('Istanbul');
    const [largest] = await rows<{ name: string }>(
      "SELECT name FROM cities WHERE country_id = (SELECT id FROM countries WHERE iso2 = 'DE') ORDER BY id LIMIT 1",
    );
    expect(largest?.name).toBe('Berlin');
  });

  it('has the lookups the spec names', async () => {
    const jobTypes = await rows<{ code: string }>('SELECT code FROM job_types ORDER BY sort_order');
    expect(jobTypes.map((t) => t.code)).toEqual([
      'fulltime',
      'partime',
      'contract',
      'internship',
      'temporary',
    ]);
    const statuses = await rows<{ code: string; requires_cv: number }>(
      'SELECT code, requires_cv FROM candidate_statuses ORDER BY sort_order',
    );
    expect(statuses.map((s) => s.code)).toEqual([
      'screening',
      'pre_submission_interviews',
      'submission',
      'company_interviews',
      'offer',
      'hire',
      'waiting_approval',
      'accepted',
      'rejected',
    ]);
    expect(statuses.filter((s) => s.requires_cv === 1).map((s) => s.code)).toEqual([
      'submission',
      'offer',
    ]);
    const [open] = await rows<{ name_en: string; color_code: string }>(
      'SELECT name_en, color_code FROM job_statuses WHERE id = $1',
      [JOB_STATUS.open],
    );
    expect(open).toEqual({ name_en: 'Open', color_code: '#22c55e' });
    expect(
      await count('SELECT count(*) FROM marketing_channels WHERE id = $1', [
        SOCIAL_MARKETING_CHANNEL_ID,
      ]),
    ).toBe(1);
    expect(await count("SELECT count(*) FROM marketing_channels WHERE name = 'Referance'")).toBe(1);
    expect(await count('SELECT count(*) FROM roles')).toBe(4);
  });

  it('has the three legal texts and every mail template in English and Turkish', async () => {
    // Terms, privacy notice and explicit consent (consents), each in en and tr.
    expect(await count('SELECT count(*) FROM terms')).toBe(6);
    const [termsEn] = await rows<{ html_body: string }>(
      "SELECT html_body FROM terms WHERE term_type_id = 1 AND language = 'en'",
    );
    expect(termsEn?.html_body).toContain('England and Wales');
    expect(termsEn?.html_body.match(/<h2>\d+\./g)).toHaveLength(12);
    const codes = await rows<{ code: string; n: string }>(
      'SELECT code, count(*) AS n FROM message_templates GROUP BY code',
    );
    expect(codes.map((c) => c.code).sort()).toEqual([
      'company_invitation',
      'company_member_added',
      'confirm_email',
      'hire_confirmed',
      'new_referral',
      'reset_password',
      'sign_up_existing',
      'welcome',
    ]);
    expect(codes.every((c) => Number(c.n) === 2)).toBe(true);
  });

  it('has real copy in every content table, in both languages (no placeholder text)', async () => {
    for (const table of [
      'content_items',
      'faq_groups',
      'faq_items',
      'terms',
      'message_templates',
    ]) {
      const placeholders = await count(
        `SELECT count(*) FROM ${table} t WHERE to_jsonb(t)::text ~* '(lorem ipsum|dolor sit amet|\\mtodo\\M|\\mtbd\\M)'`,
      );
      expect(placeholders, table).toBe(0);
    }
    for (const table of ['content_items', 'faq_groups', 'terms', 'message_templates']) {
      const languages = await rows<{ language: string }>(
        `SELECT DISTINCT language FROM ${table} ORDER BY language`,
      );
      expect(
        languages.map((row) => row.language),
        table,
      ).toEqual(['en', 'tr']);
    }
  });

  it('gives staff every menu entry but a member’s own pages, and each role only its own', async () => {
    const menus = await count('SELECT count(*) FROM menus');
    expect(
      await count(
        'SELECT count(*) FROM role_menu_rights WHERE role_id = $1 AND can_select AND can_insert AND can_update AND can_delete',
        [ROLE.admin],
      ),
    ).toBe(menus - 3);
    const names = async (roleId: number) =>
      (
        await rows<{ name: string }>(
          'SELECT m.name FROM role_menu_rights r JOIN menus m ON m.id = r.menu_id WHERE r.role_id = $1 AND m.link IS NOT NULL ORDER BY m.name',
          [roleId],
        )
      ).map((r) => r.name);
    expect(await names(ROLE.candidate)).toEqual([
      'candidateHistory',
      'jobOpenings',
      'myApplications',
      'personalBillingInfo',
    ]);
    expect(await names(ROLE.recruiter)).not.toContain('users');
    expect(await names(ROLE.company)).toContain('jobsCreate');
    // Company Profile and Company Billing Info only answer "not a member" to staff: not offered.
    expect(await names(ROLE.admin)).not.toContain('companyProfile');
    expect(await names(ROLE.admin)).not.toContain('companyBillingInfo');
    expect(await names(ROLE.company)).toEqual(
      expect.arrayContaining(['companyProfile', 'companyBillingInfo']),
    );
  });
});

describe('demo data', () => {
  it('has the four role accounts with the demo password', async () => {
    const accounts = await rows<{
      email: string;
      role_id: number;
      password_hash: string;
      email_confirmed: boolean;
    }>(
      "SELECT email, role_id, password_hash, email_confirmed FROM users WHERE email IN ('admin@demo.local', 'recruiter@demo.local', 'candidate@demo.local', 'company@demo.local') ORDER BY role_id",
    );
    expect(accounts.map((a) => [a.email, a.role_id])).toEqual([
      ['admin@demo.local', ROLE.admin],
      ['recruiter@demo.local', ROLE.recruiter],
      ['candidate@demo.local', ROLE.candidate],
      ['company@demo.local', ROLE.company],
    ]);
    for (const account of accounts) {
      expect(account.email_confirmed).toBe(true);
      expect(await verifyPassword(account.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives every company a stored logo', async () => {
    const companies = await rows<{
      name: string;
      file_type_id: number | null;
      mime_type: string | null;
      storage_key: string | null;
    }>(
      'SELECT c.name, f.file_type_id, f.mime_type, f.storage_key FROM companies c LEFT JOIN files f ON f.id = c.logo_file_id',
    );
    expect(companies.length).toBeGreaterThanOrEqual(12);
    for (const company of companies) {
      expect(company.file_type_id).toBe(FILE_TYPE.logo);
      expect(company.mime_type).toBe('image/webp');
      expect(await storage.exists(company.storage_key ?? '')).toBe(true);
    }
    expect(
      await count(
        "SELECT count(*) FROM company_members m JOIN users u ON u.id = m.user_id WHERE u.email = 'company@demo.local' AND m.is_owner",
      ),
    ).toBe(1);
  });

  it('has over 300 open jobs in at least 8 countries', async () => {
    expect(
      await count('SELECT count(*) FROM jobs WHERE status_id = $1', [JOB_STATUS.open]),
    ).toBeGreaterThanOrEqual(300);
    expect(
      await count('SELECT count(DISTINCT country_id) FROM jobs WHERE status_id = $1', [
        JOB_STATUS.open,
      ]),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await count('SELECT count(*) FROM jobs WHERE status_id <> $1', [JOB_STATUS.open]),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(DISTINCT title) FROM jobs')).toBeGreaterThanOrEqual(40);
    const turkish = await rows<{ name: string }>(
      "SELECT DISTINCT ci.name FROM jobs j JOIN cities ci ON ci.id = j.city_id JOIN countries c ON c.id = j.country_id WHERE c.iso2 = 'TR'",
    );
    expect(turkish.map((c) => c.name)).toEqual(
      expect.arrayContaining(['İstanbul', 'Ankara', 'İzmir']),
    );
    expect(
      await count(
        'SELECT count(*) FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM job_responsibles r WHERE r.job_id = j.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM (SELECT job_id FROM job_recruiters GROUP BY job_id HAVING count(*) > 5) crowded',
      ),
    ).toBeGreaterThan(0);
    expect(await count("SELECT count(*) FROM jobs WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'")).toBe(
      0,
    );
  });

  it('has referrals with history for the demo recruiter and an application by the demo candidate', async () => {
    const [recruiter] = await rows<{ referrals: string; history: string }>(
      `SELECT count(DISTINCT r.id) AS referrals, count(h.id) AS history
       FROM referrals r JOIN users u ON u.id = r.referrer_user_id JOIN referral_status_history h ON h.referral_id = r.id
       WHERE u.email = 'recruiter@demo.local'`,
    );
    expect(Number(recruiter?.referrals)).toBeGreaterThan(3);
    expect(Number(recruiter?.history)).toBeGreaterThan(Number(recruiter?.referrals));
    expect(
      await count(
        "SELECT count(*) FROM referrals r JOIN candidates c ON c.id = r.candidate_id JOIN users u ON u.id = c.user_id WHERE u.email = 'candidate@demo.local' AND r.kind = 'application'",
      ),
    ).toBeGreaterThan(0);
  });

  it('writes each demo account its notifications in its own language', async () => {
    const bells = await rows<{ email: string; language: string; title: string; details: string }>(
      `SELECT u.email, u.language, n.title, n.details FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.email IN ('candidate@demo.local', 'recruiter@demo.local', 'admin@demo.local', 'company@demo.local')`,
    );
    const of = (email: string) => bells.filter((row) => row.email === email);
    for (const email of ['candidate@demo.local', 'recruiter@demo.local', 'admin@demo.local'])
      expect(of(email).length).toBeGreaterThan(1);
    const turkish = bells.filter((row) => row.language === 'tr');
    const english = bells.filter((row) => row.language !== 'tr');
    expect(turkish.length).toBeGreaterThan(0);
    expect(english.length).toBeGreaterThan(0);
    expect(turkish.map((row) => row.title)).toContain('Profilinizi tamamlayın');
    expect(turkish.some((row) => /complete|application|new company|payouts/i.test(row.title))).toBe(
      false,
    );
    expect(english.some((row) => /tamamlayın|başvurunuz|şirket kaydoldu/i.test(row.title))).toBe(
      false,
    );
    // Every placeholder was filled.
    expect(bells.some((row) => /\{\{/.test(row.title + row.details))).toBe(false);
  });

  it('keeps each demo notification’s event, so it shows in either language after a switch', async () => {
    const stored = await rows<{ language: string; title: string; event: string; params: unknown }>(
      `SELECT u.language, n.title, n.event, n.params FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.email LIKE '%@demo.local'`,
    );
    expect(stored.length).toBeGreaterThan(5);
    for (const row of stored) {
      const own = renderStoredNotice(row.event, row.params, languageOf(row.language));
      expect(own?.title).toBe(row.title);
      const other = renderStoredNotice(row.event, row.params, row.language === 'tr' ? 'en' : 'tr');
      expect(other?.title).toBeTruthy();
      expect(other?.title + (other?.details ?? '')).not.toMatch(/\{\{/);
    }
  });

  it('gives the demo hires rewards in every state and the demo recruiter a payable EUR or GBP balance', async () => {
    const states = await rows<{ status: string; invoice: string }>(
      `SELECT w.status, i.status AS invoice FROM rewards w JOIN invoices i ON i.id = w.hire_invoice_id`,
    );
    const seen = new Set(states.map((row) => `${row.status}/${row.invoice}`));
    for (const state of ['earned/paid', 'pending/unpaid', 'pending/paid', 'cancelled/credited'])
      expect(seen, state).toContain(state);
    // Every earned reward is on the ledger once, and nothing else credited the ledger.
    expect(
      await count(
        "SELECT count(*) FROM rewards w JOIN points_ledger l ON l.reward_id = w.id WHERE w.status = 'earned'",
      ),
    ).toBe(states.filter((row) => row.status === 'earned').length);
    const demo = await rows<{ currency: string; status: string; amount: string }>(
      `SELECT w.currency, w.status, sum(w.amount_minor) AS amount FROM rewards w
       JOIN users u ON u.id = w.recruiter_user_id WHERE u.email = 'recruiter@demo.local'
       GROUP BY w.currency, w.status`,
    );
    expect(demo.some((row) => row.status === 'pending')).toBe(true);
    const payable = await rows<{ currency: string; amount: string }>(
      `SELECT l.currency, sum(l.amount_minor) AS amount FROM points_ledger l
       JOIN users u ON u.id = l.user_id WHERE u.email = 'recruiter@demo.local' GROUP BY l.currency`,
    );
    expect(
      payable.some((row) => ['EUR', 'GBP'].includes(row.currency) && Number(row.amount) > 0),
    ).toBe(true);
  });

  it('adds nothing on a second run', async () => {
    const before = await tableCounts();
    await seed();
    expect(await tableCounts()).toEqual(before);
  });

  it('adds nothing when two processes seed at once', async () => {
    const before = await tableCounts();
    await Promise.all([seed(), seed()]);
    expect(await tableCounts()).toEqual(before);
  });

  it('brings changed menu rights back to what the code says', async () => {
    await database.pool.query('UPDATE role_menu_rights SET can_delete = false WHERE role_id = $1', [
      ROLE.admin,
    ]);
    await database.pool.query(
      "INSERT INTO role_menu_rights (role_id, menu_id, can_select) SELECT $1, id, true FROM menus WHERE name = 'users'",
      [ROLE.candidate],
    );
    await seed(false);
    expect(
      await count('SELECT count(*) FROM role_menu_rights WHERE role_id = $1 AND NOT can_delete', [
        ROLE.admin,
      ]),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) FROM role_menu_rights r JOIN menus m ON m.id = r.menu_id WHERE r.role_id = $1 AND m.name = 'users'",
        [ROLE.candidate],
      ),
    ).toBe(0);
  });
});
