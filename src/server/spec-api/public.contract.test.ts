import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCompany } from '../test/factories/company.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { execute } from './test-support.ts';

/**
 * The public side's sqlIds, written from the spec's tables (public-side 3 and 7,
 * authenticated-area 3 and 7.2): lookups 71, 49, 42, 22, 84; page text 76; FAQ 77, 78; terms 43;
 * get-started 51. The contact message 85 is in public-contact.contract.test.ts.
 */

let t: TestApp;
type Headers = Record<string, string>;
let staff: Headers;
/** Every role of the matrix; anonymous sends no token and userId -1, as the spec's client does. */
let roles: { role: string; headers: Headers; userId: string | number }[];

beforeAll(async () => {
  t = await createTestApp();
  const login = async (roleId: (typeof ROLE)[keyof typeof ROLE]) => {
    const session = await t.loginAs({ roleId });
    return { headers: session.headers, userId: session.user.publicId, user: session.user };
  };
  const candidate = await login(ROLE.candidate);
  const recruiter = await login(ROLE.recruiter);
  const member = await login(ROLE.company);
  await createCompany(t.db, { memberIds: [member.user.id] });
  const admin = await login(ROLE.admin);
  staff = admin.headers;
  roles = [
    { role: 'anonymous', headers: {}, userId: -1 },
    { role: 'candidate', ...candidate },
    { role: 'recruiter', ...recruiter },
    { role: 'company member', ...member },
    { role: 'staff', ...admin },
  ];
});
afterAll(async () => {
  await t.close();
});

const tr = { 'accept-language': 'tr' };
const byDescription = (rows: Record<string, unknown>[], description: string) =>
  rows.find((row) => row.description === description);

describe('sqlId 71: countries (none)', () => {
  it('answers every country with id, description, iso2, phoneCode and default currency', async () => {
    const { statusCode, rows } = await execute(t.app, 71, {}, { userId: -1 });
    expect(statusCode).toBe(200);
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.find((row) => row.iso2 === 'GB')).toEqual({
      id: 826,
      description: 'United Kingdom',
      iso2: 'GB',
      phoneCode: '+44',
      default_curreny: 'GBP',
    });
    for (const row of rows) {
      expect(row.id).toEqual(expect.any(Number));
      expect(row.iso2).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('names the countries in the caller’s language', async () => {
    const { rows } = await execute(t.app, 71, {}, { headers: tr });
    expect(rows.find((row) => row.iso2 === 'DE')?.description).toBe('Almanya');
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/commons/executer?lang=tr',
      payload: { sqlId: '71', parameters: '[]' },
    });
    expect(query.json<{ iso2: string; description: string }[]>()).toContainEqual(
      expect.objectContaining({ iso2: 'DE', description: 'Almanya' }),
    );
  });
});

describe('sqlId 49: currencies (none)', () => {
  it('answers id and description (with code and symbol) in the caller’s language', async () => {
    const english = await execute(t.app, 49);
    expect(byDescription(english.rows, 'US Dollar')).toMatchObject({ id: 1, code: 'USD' });
    expect(english.rows.map((row) => row.code)).toEqual(expect.arrayContaining(['EUR', 'TRY']));
    const turkish = await execute(t.app, 49, {}, { headers: tr });
    expect(byDescription(turkish.rows, 'ABD Doları')).toMatchObject({ id: 1, symbol: '$' });
  });
});

describe('sqlId 42: role lookup / startup check (none)', () => {
  it('answers the roles a person can sign up as, recruiter being id 2, never staff', async () => {
    const { statusCode, rows } = await execute(t.app, 42, {}, { asText: true });
    expect(statusCode).toBe(200);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: 2, code: 'recruiter', description: 'Recruiter' },
        expect.objectContaining({ code: 'candidate' }),
        expect.objectContaining({ code: 'company' }),
      ]),
    );
    expect(rows).toHaveLength(3);
    const turkish = await execute(t.app, 42, {}, { headers: tr });
    expect(turkish.rows.find((row) => row.id === 3)?.description).toBe('Aday');
  });
});

describe('sqlId 22: marketing channels (none)', () => {
  it('answers id, description and name, with 7 for social sign-ups and a Referance entry', async () => {
    const { rows } = await execute(t.app, 22);
    expect(rows.find((row) => row.id === 7)).toMatchObject({ description: 'Social sign-up' });
    expect(rows.find((row) => row.name === 'Referance')).toMatchObject({
      id: expect.any(Number),
      description: expect.any(String),
    });
  });
});

describe('sqlId 84: contact subjects (none)', () => {
  it('answers id and description, in the caller’s language', async () => {
    const english = await execute(t.app, 84);
    expect(english.rows[0]).toEqual({ id: 1, description: 'General question' });
    const turkish = await execute(t.app, 84, {}, { headers: tr });
    expect(turkish.rows[0]).toEqual({ id: 1, description: 'Genel soru' });
  });
});

describe('sqlId 76: page content', () => {
  it('answers a landing page’s items by piv_page_path and piv_tag_group', async () => {
    const { statusCode, rows } = await execute(t.app, 76, {
      piv_page_path: '/',
      piv_tag_group: 'recruiters',
    });
    expect(statusCode).toBe(200);
    expect(rows.find((row) => row.tag === 'header')?.html_content).toContain('referral rewards');
    expect(rows.find((row) => row.tag === 'hero_img')?.file_path).toMatch(/\.svg$/);
    const list = rows.find((row) => row.tag === 'section_list');
    const entries = JSON.parse(String(list?.list_content)) as Record<string, unknown>[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({
      order_id: expect.any(Number),
      html_header: expect.any(String),
      html_body: expect.any(String),
    });
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['file_path', 'html_content', 'list_content', 'tag']);
  });

  it('answers the FAQ page header by pin_page_id 9, and what staff change', async () => {
    const before = await execute(t.app, 76, { pin_user_id: -1, pin_page_id: 9 });
    expect(before.rows.find((row) => row.tag === 'header')?.html_content).toBe(
      'Frequently Asked Questions',
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/cms/content',
      headers: staff,
      payload: {
        pagePath: '/faq',
        tagGroup: '',
        tag: 'header',
        language: 'tr',
        htmlContent: 'Sık Sorulan Sorular (yeni)',
        listContent: [],
        filePath: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await execute(t.app, 76, { pin_page_id: 9 }, { headers: tr });
    expect(after.rows.find((row) => row.tag === 'header')?.html_content).toBe(
      'Sık Sorulan Sorular (yeni)',
    );
    expect((await execute(t.app, 76, { pin_page_id: 12345 })).rows).toEqual([]);
  });

  it('answers no rows for a page without content and 400 without a page', async () => {
    expect((await execute(t.app, 76, { piv_page_path: '/nowhere' })).rows).toEqual([]);
    const missing = await execute(t.app, 76, { piv_tag_group: 'recruiters' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({ code: 'validation_failed' });
  });
});

describe('sqlIds 77 and 78: FAQ groups and items', () => {
  it('answers the groups by order_id and a group’s questions by order_id', async () => {
    const groups = await execute(t.app, 77, { pin_user_id: -1 });
    expect(groups.statusCode).toBe(200);
    expect(groups.rows.length).toBeGreaterThan(0);
    const orders = groups.rows.map((row) => Number(row.order_id));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const first = groups.rows[0];
    expect(first).toEqual({
      id: expect.any(Number),
      definition: expect.any(String),
      order_id: expect.any(Number),
    });
    const items = await execute(t.app, 78, {
      pin_user_id: -1,
      pin_cms_faq_group_id: Number(first?.id),
    });
    expect(items.rows.length).toBeGreaterThan(0);
    for (const row of items.rows)
      expect(Object.keys(row).sort()).toEqual(['answer', 'id', 'order_id', 'question']);
    const itemOrders = items.rows.map((row) => Number(row.order_id));
    expect(itemOrders).toEqual([...itemOrders].sort((a, b) => a - b));
  });

  it('shows a group and question staff add, in the language they were written in', async () => {
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/cms/faq/groups',
      headers: staff,
      payload: { language: 'tr', definition: 'Ödemeler' },
    });
    expect(group.statusCode).toBe(200);
    const groupId = group.json<{ id: number }>().id;
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/cms/faq/items',
      headers: staff,
      payload: { groupId, question: 'Ne zaman ödenir?', answer: '<p>İşe alımdan sonra.</p>' },
    });
    expect(item.statusCode).toBe(200);
    const turkish = await execute(t.app, 77, {}, { headers: tr });
    expect(turkish.rows.find((row) => row.id === groupId)?.definition).toBe('Ödemeler');
    const english = await execute(t.app, 77);
    expect(english.rows.some((row) => row.id === groupId)).toBe(false);
    const items = await execute(t.app, 78, { pin_cms_faq_group_id: groupId });
    expect(items.rows).toEqual([
      {
        id: expect.any(Number),
        question: 'Ne zaman ödenir?',
        answer: '<p>İşe alımdan sonra.</p>',
        order_id: expect.any(Number),
      },
    ]);
  });

  it('answers no rows for a group that is not there and 400 without a group', async () => {
    expect((await execute(t.app, 78, { pin_cms_faq_group_id: 999_999 })).rows).toEqual([]);
    expect((await execute(t.app, 78, { pin_cms_faq_group_id: -1 })).statusCode).toBe(400);
    expect((await execute(t.app, 78, {})).statusCode).toBe(400);
  });
});

describe('sqlId 43: terms and privacy texts (none)', () => {
  it('answers term type 1 (terms) and 2 (privacy) as HTML, in the caller’s language', async () => {
    const english = await execute(t.app, 43);
    expect(english.rows.map((row) => row.term_type_id).sort()).toEqual([1, 2]);
    for (const row of english.rows) expect(String(row.html_body)).toMatch(/<\w+/);
    expect(english.rows.find((row) => row.term_type_id === 2)?.path).toBe('/privacy-policy');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/cms/terms/1/tr',
      headers: staff,
      payload: { htmlBody: '<p>Yeni kullanım koşulları</p>' },
    });
    expect(saved.statusCode).toBe(200);
    const turkish = await execute(t.app, 43, {}, { headers: tr });
    expect(turkish.rows.find((row) => row.term_type_id === 1)?.html_body).toBe(
      '<p>Yeni kullanım koşulları</p>',
    );
    expect(english.rows.find((row) => row.term_type_id === 1)?.html_body).not.toContain('Yeni');
  });
});

describe('sqlId 51: get-started texts', () => {
  it('answers the texts the client matches by description ‘Sign Up - {Card} Title/Text’', async () => {
    const { rows } = await execute(t.app, 51);
    for (const card of ['Candidate', 'Company', 'Recruiter'])
      for (const part of ['Title', 'Text']) {
        const row = byDescription(rows, `Sign Up - ${card} ${part}`);
        expect(row?.html_message, `${card} ${part}`).toEqual(expect.any(String));
        expect(String(row?.html_message).length).toBeGreaterThan(0);
      }
    const turkish = await execute(t.app, 51, {}, { headers: tr });
    expect(byDescription(turkish.rows, 'Sign Up - Candidate Title')?.html_message).not.toBe(
      byDescription(rows, 'Sign Up - Candidate Title')?.html_message,
    );
  });
});

const READS: { sqlId: number; values: Record<string, string | number> }[] = [
  { sqlId: 71, values: {} },
  { sqlId: 49, values: {} },
  { sqlId: 42, values: {} },
  { sqlId: 22, values: {} },
  { sqlId: 84, values: {} },
  { sqlId: 76, values: { piv_page_path: '/', piv_tag_group: 'candidates' } },
  { sqlId: 77, values: {} },
  { sqlId: 78, values: { pin_cms_faq_group_id: 1 } },
  { sqlId: 43, values: {} },
  { sqlId: 51, values: {} },
];

describe('every role on every public read', () => {
  it.each(READS)('sqlId $sqlId answers every role the same public rows', async (read) => {
    const anonymous = await execute(t.app, read.sqlId, read.values, { userId: -1 });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.rows.length).toBeGreaterThan(0);
    for (const { role, headers, userId } of roles) {
      const answer = await execute(t.app, read.sqlId, read.values, { headers, userId });
      expect(answer.statusCode, role).toBe(200);
      expect(answer.rows, role).toEqual(anonymous.rows);
    }
  });

  it.each(READS)('sqlId $sqlId: another person’s id answers 403 or the same rows', async (read) => {
    const [, candidate, recruiter] = roles;
    // The body userId of someone else is refused (caller.ts); pin_user_id changes nothing here.
    const asOther = await execute(t.app, read.sqlId, read.values, {
      headers: candidate?.headers,
      userId: recruiter?.userId,
    });
    expect(asOther.statusCode).toBe(403);
    const other = await execute(
      t.app,
      read.sqlId,
      { ...read.values, pin_user_id: String(recruiter?.userId) },
      { headers: candidate?.headers },
    );
    const own = await execute(t.app, read.sqlId, read.values, { headers: candidate?.headers });
    expect(other.rows).toEqual(own.rows);
  });
});

describe('hostile input on every public read', () => {
  const broken = ['[{"parameter_name":', '{"a":1}', 'null null', '[1,2]'];
  it.each(READS)('sqlId $sqlId answers 4xx, never 500', async (read) => {
    const expectRefused = async (payload: unknown) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Commons/Executer',
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
    };
    for (const parameters of broken) await expectRefused({ sqlId: read.sqlId, parameters });
    await expectRefused({
      sqlId: read.sqlId,
      parameters: [{ parameter_name: 'piv_page_path', parameter_value: '/\u0000' }],
    });
    await expectRefused({
      sqlId: read.sqlId,
      parameters: [{ parameter_name: 'pin_page_id', parameter_value: { $gt: 1 } }],
    });
    await expectRefused({ sqlId: read.sqlId, parameters: [], userId: { id: 1 } });
    await expectRefused({ sqlId: 2_147_483_648, parameters: [] });
    const junk = await execute(t.app, read.sqlId, {
      ...read.values,
      piv_search_text: 'x'.repeat(50_000),
      pin_country_id: '2147483648',
    });
    expect(junk.statusCode).toBeLessThan(500);
  });

  it('refuses ids past int4, wrong types and huge texts in the parameters that are read', async () => {
    const cases: [number, Record<string, string | number>][] = [
      [76, { pin_page_id: '2147483648' }],
      [76, { pin_page_id: 'nine' }],
      [76, { piv_page_path: 'x'.repeat(20_000) }],
      [76, { piv_page_path: '/', piv_tag_group: 'y'.repeat(5_000) }],
      [78, { pin_cms_faq_group_id: '2147483648' }],
      [78, { pin_cms_faq_group_id: '1.5' }],
      [78, { pin_cms_faq_group_id: '9'.repeat(30) }],
    ];
    for (const [sqlId, values] of cases) {
      const answer = await execute(t.app, sqlId, values);
      expect(answer.statusCode, `${sqlId} ${JSON.stringify(values).slice(0, 80)}`).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed' });
    }
  });
});
