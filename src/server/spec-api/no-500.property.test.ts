import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { SQL_IDS } from './executer/registry.ts';

/**
 * The spec's executor never answers 500 to a caller's input: every sqlId, as every role, with
 * hostile and arbitrary values in every parameter the spec names, and hostile bodies.
 */

const HOSTILE = [
  'a\u0000b',
  '\u0001',
  '\ud800',
  '2147483648',
  '9007199254740993',
  '-2',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '2026-02-30',
  '9999-99-99',
  '',
  ' ',
  'x'.repeat(20_000),
  'İstanbul ıŞ 🙂 \u202e',
  "'; select 1; --",
  'I',
  'D',
  'S',
  'X',
  '1,2,abc,-1',
  '0123456789abcdef0123456789abcdef',
] as const;

/** Every parameter of the spec's tables, and those our sqlIds read beside them. */
const NAMES = [
  'pin_user_id',
  'pin_job_opening_id',
  'pin_job_id',
  'pin_city_id',
  'pin_country_id',
  'pin_company_id',
  'pin_status_id',
  'pin_assigned_company_user_id',
  'pin_assigned_internal_user_id',
  'piv_search_text',
  'pin_recruitment_type_id',
  'pin_job_type_id',
  'pin_is_remote',
  'piv_posted_after_date',
  'piv_page_path',
  'piv_tag_group',
  'pin_page_id',
  'pin_cms_faq_group_id',
  'piv_email',
  'piv_email_confirmation_code',
  'pin_cand_user_id',
  'pin_cand_cand_id',
  'pin_output_type',
  'pin_referrable',
  'piv_record_type',
  'pin_candidate_id',
  'piv_command_type',
  'pin_referrer_user_id',
  'piv_firstname',
  'piv_lastname',
  'piv_linkedin_page',
  'piv_mobile',
  'piv_additional_info',
  'pin_is_term1_accepted',
  'pin_is_term2_accepted',
  'pin_location_country_id',
  'pin_location_city_id',
  'pin_selected_user_id',
  'piv_reference_code',
  'pin_responsible_user_id',
  'piv_stripe_customer_id',
  'piv_billing_company_name',
  'pin_billing_location_country_id',
  'pin_billing_location_city_id',
  'piv_billing_address',
  'piv_billing_post_code',
  'piv_billing_contact_email',
  'piv_billing_tax_id',
  'pin_bank_account_type_id',
  'pin_bank_account_country_id',
  'pin_bank_account_currency_id',
  'pin_bank_account_use_iban_or_accnum',
  'piv_bank_account_holder_name',
  'piv_bank_account_iban',
  'piv_birth_date',
  'pin_gender_id',
  'pin_language_id',
  'pin_subject_id',
  'piv_message',
  'piv_phone',
  'piv_country',
  'piv_city',
  'piv_title',
  'piv_company',
  'pin_page',
  'pin_page_size',
  'pin_similar_to_job_id',
] as const;

type Caller = 'anonymous' | 'candidate' | 'recruiter' | 'company' | 'admin';
let t: TestApp;
const headers = new Map<Caller, Record<string, string>>();
let jobId = '';

beforeAll(async () => {
  t = await createTestApp();
  headers.set('anonymous', {});
  const roles = {
    candidate: ROLE.candidate,
    recruiter: ROLE.recruiter,
    company: ROLE.company,
    admin: ROLE.admin,
  } as const;
  const logins = new Map<Caller, Awaited<ReturnType<TestApp['loginAs']>>>();
  for (const [caller, roleId] of Object.entries(roles)) {
    const login = await t.loginAs({ roleId });
    logins.set(caller as Caller, login);
    headers.set(caller as Caller, login.headers);
  }
  const company = await createCompany(t.db, { ownerIds: [logins.get('company')!.user.id] });
  const job = await createJob(t.db, { companyId: company.id });
  jobId = job.publicId;
  await createReferral(t.db, { jobId: job.id, referrerUserId: logins.get('recruiter')!.user.id });
});
afterAll(async () => {
  await t.close();
});

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

async function send(caller: Caller, body: unknown, asText = false) {
  const payload = asText ? String(body) : JSON.stringify(body).replace(LONE_SURROGATE, '\ufffd');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Commons/Executer',
    headers: { ...headers.get(caller), 'content-type': 'application/json' },
    payload,
  });
  expect(
    response.statusCode,
    `${caller}: ${payload.slice(0, 300)} -> ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
}

const parameters = (values: Record<string, unknown>) =>
  Object.entries(values).map(([parameter_name, parameter_value]) => ({
    parameter_name,
    parameter_value,
  }));

const CALLERS: Caller[] = ['anonymous', 'candidate', 'recruiter', 'company', 'admin'];

describe('the spec’s executor answers no caller input with 500', () => {
  it('keeps every sqlId below 500 for each role with hostile parameters', async () => {
    const sqlIds = [...SQL_IDS.keys()].sort((a, b) => a - b);
    expect(sqlIds.length).toBeGreaterThanOrEqual(26);
    for (const sqlId of sqlIds) {
      for (const caller of CALLERS) await send(caller, { sqlId, parameters: [] });
      // Each hostile value in every parameter at once, then each role with a real job.
      for (const value of HOSTILE)
        await send(CALLERS[sqlId % CALLERS.length]!, {
          sqlId,
          parameters: parameters(Object.fromEntries(NAMES.map((name) => [name, value]))),
        });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...CALLERS),
          fc.dictionary(
            fc.constantFrom(...NAMES),
            fc.oneof(
              fc.constantFrom<unknown>(...HOSTILE, jobId, 2147483648, -1, 1.5, null, true),
              fc.string({ maxLength: 30 }),
              fc.integer(),
            ),
            { maxKeys: 8 },
          ),
          (caller, values) => send(caller, { sqlId, parameters: parameters(values) }),
        ),
        { numRuns: 15, seed: 20_261_126 },
      );
    }
  }, 240_000);

  it('keeps hostile bodies below 500', async () => {
    const bodies: unknown[] = [
      { sqlId: 71, parameters: '[{"parameter_name":"x","parameter_value":{"a":1}}]' },
      { sqlId: 71, parameters: [{ parameter_name: 'x', parameter_value: [1, 2] }] },
      { sqlId: 71, parameters: '{"not":"a list"}' },
      { sqlId: 71, parameters: 'x'.repeat(300_000) },
      { sqlId: 99_999_999_999 },
      { sqlId: -1 },
      { sqlId: '3', parameters: null, userId: 'a\u0000b' },
      { sqlId: 3, userId: 2147483648 },
      { sqlId: 3, userId: { id: 1 } },
      [],
      'text',
      null,
    ];
    for (const caller of CALLERS) for (const body of bodies) await send(caller, body);
    await send('recruiter', '{"sqlId": 3, "parameters": [', true);
  });
});
