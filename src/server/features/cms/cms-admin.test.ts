import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let staff: Record<string, string>;
let recruiter: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
  recruiter = (await t.loginAs({ roleId: ROLE.recruiter })).headers;
});
afterAll(async () => {
  await t.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const as = (headers: Record<string, string> | undefined, call: Call) =>
  t.app.inject({ ...call, headers });

describe('who may edit', () => {
  const calls: Call[] = [
    { method: 'GET', url: '/api/cms/content' },
    {
      method: 'PUT',
      url: '/api/cms/content',
      payload: {
        pagePath: '/x',
        tagGroup: '',
        tag: 'header',
        language: 'en',
        htmlContent: 'x',
        listContent: [],
        filePath: null,
      },
    },
    { method: 'DELETE', url: '/api/cms/content/1' },
    { method: 'GET', url: '/api/cms/faq/groups?lang=en' },
    { method: 'POST', url: '/api/cms/faq/groups', payload: { language: 'en', definition: 'x' } },
    { method: 'PUT', url: '/api/cms/faq/groups/1', payload: { language: 'en', definition: 'x' } },
    { method: 'DELETE', url: '/api/cms/faq/groups/1' },
    { method: 'PUT', url: '/api/cms/faq/groups-order?lang=en', payload: { ids: [1] } },
    { method: 'GET', url: '/api/cms/faq/groups/1/items' },
    { method: 'PUT', url: '/api/cms/faq/groups/1/items-order', payload: { ids: [1] } },
    {
      method: 'POST',
      url: '/api/cms/faq/items',
      payload: { groupId: 1, question: 'q', answer: 'a' },
    },
    {
      method: 'PUT',
      url: '/api/cms/faq/items/1',
      payload: { groupId: 1, question: 'q', answer: 'a' },
    },
    { method: 'DELETE', url: '/api/cms/faq/items/1' },
    { method: 'GET', url: '/api/cms/terms' },
    { method: 'PUT', url: '/api/cms/terms/1/en', payload: { htmlBody: '<p>x</p>' } },
    { method: 'GET', url: '/api/cms/contact-subjects' },
    { method: 'POST', url: '/api/cms/contact-subjects', payload: { nameEn: 'x', nameTr: 'x' } },
    { method: 'PUT', url: '/api/cms/contact-subjects/1', payload: { nameEn: 'x', nameTr: 'x' } },
  ];
  it('refuses anonymous callers with 401 and non-staff with 403 on every route', async () => {
    for (const call of calls) {
      expect((await as(undefined, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const refused = await as(recruiter, call);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe('content items', () => {
  it('upserts by key, sanitises HTML and shows the change on the public endpoint at once', async () => {
    const save = (htmlContent: string) =>
      as(staff, {
        method: 'PUT',
        url: '/api/cms/content',
        payload: {
          pagePath: '/admin-test',
          tagGroup: 'grp',
          tag: 'header',
          language: 'en',
          htmlContent,
          listContent: [
            { order_id: 1, id: 1, html_header: 'H<script>x</script>', html_body: '<b>b</b>' },
          ],
          filePath: '/img/content/hero-home.svg',
        },
      });
    const first = await save('<p>One</p>');
    expect(first.statusCode).toBe(200);
    const second = await save('<p>Two<script>alert(1)</script></p>');
    expect(second.json()).toMatchObject({ id: first.json().id, htmlContent: '<p>Two</p>' });
    expect(second.json().listContent[0].html_header).toBe('H');

    const pub = await t.app.inject({
      url: '/api/content?pagePath=/admin-test&tagGroup=grp&lang=en',
    });
    expect(pub.json().items[0].htmlContent).toBe('<p>Two</p>');

    const list = await as(staff, { method: 'GET', url: '/api/cms/content?pagePath=/admin-test' });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().pages).toEqual(
      expect.arrayContaining([{ pagePath: '/admin-test', tagGroup: 'grp' }]),
    );

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'cms.content.save'),
          eq(auditLog.entityId, String(first.json().id)),
        ),
      );
    expect(audits).toHaveLength(2);

    expect(
      (await as(staff, { method: 'DELETE', url: `/api/cms/content/${first.json().id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(staff, { method: 'DELETE', url: `/api/cms/content/${first.json().id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 400 for a bad key', async () => {
    const bad = await as(staff, {
      method: 'PUT',
      url: '/api/cms/content',
      payload: {
        pagePath: 'no-slash',
        tagGroup: 'Bad Group',
        tag: '',
        language: 'de',
        htmlContent: null,
        listContent: [],
        filePath: null,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('FAQ editing', () => {
  it('creates, edits, orders and deactivates groups and questions; the public FAQ follows', async () => {
    const g1 = (
      await as(staff, {
        method: 'POST',
        url: '/api/cms/faq/groups',
        payload: { language: 'en', definition: 'Billing help' },
      })
    ).json().id as number;
    const item = await as(staff, {
      method: 'POST',
      url: '/api/cms/faq/items',
      payload: {
        groupId: g1,
        question: 'Can I get an invoice?',
        answer: '<p>Yes.</p><script>alert(1)</script>',
      },
    });
    expect(item.statusCode).toBe(200);
    expect(item.json().answer).toBe('<p>Yes.</p>');
    const second = (
      await as(staff, {
        method: 'POST',
        url: '/api/cms/faq/items',
        payload: { groupId: g1, question: 'Second?', answer: '<p>2</p>' },
      })
    ).json();
    expect(second.orderId).toBe(item.json().orderId + 1);

    const edited = await as(staff, {
      method: 'PUT',
      url: `/api/cms/faq/items/${item.json().id}`,
      payload: {
        groupId: g1,
        question: 'Can I get an invoice?',
        answer: '<p>Yes, from Billing History.</p>',
      },
    });
    expect(edited.json().answer).toBe('<p>Yes, from Billing History.</p>');

    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: `/api/cms/faq/groups/${g1}/items-order`,
          payload: { ids: [second.id, item.json().id] },
        })
      ).statusCode,
    ).toBe(200);
    const pub = (await t.app.inject({ url: `/api/faq/groups/${g1}/items` })).json().items;
    expect(pub.map((i: { question: string }) => i.question)).toEqual([
      'Second?',
      'Can I get an invoice?',
    ]);
    expect(pub[1].answer).toBe('<p>Yes, from Billing History.</p>');

    const incomplete = await as(staff, {
      method: 'PUT',
      url: `/api/cms/faq/groups/${g1}/items-order`,
      payload: { ids: [second.id] },
    });
    expect(incomplete.statusCode).toBe(400);

    const groups = (await as(staff, { method: 'GET', url: '/api/cms/faq/groups?lang=en' })).json()
      .groups as { id: number; itemCount: number }[];
    expect(groups.find((g) => g.id === g1)?.itemCount).toBe(2);
    const order = [g1, ...groups.filter((g) => g.id !== g1).map((g) => g.id)];
    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: '/api/cms/faq/groups-order?lang=en',
          payload: { ids: order },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/faq/groups?lang=en' })).json().groups[0].id).toBe(g1);

    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: `/api/cms/faq/groups/${g1}`,
          payload: { language: 'en', definition: 'Billing' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await as(staff, { method: 'DELETE', url: `/api/cms/faq/items/${second.id}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/faq/groups/${g1}/items` })).json().items).toHaveLength(
      1,
    );
    expect(
      (await as(staff, { method: 'GET', url: `/api/cms/faq/groups/${g1}/items` })).json().items,
    ).toHaveLength(2);
    expect(
      (await as(staff, { method: 'DELETE', url: `/api/cms/faq/groups/${g1}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/faq/groups/${g1}/items` })).statusCode).toBe(404);
  });

  it('answers 400 for bad input and 404 for unknown ids', async () => {
    expect(
      (
        await as(staff, {
          method: 'POST',
          url: '/api/cms/faq/groups',
          payload: { language: 'en', definition: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(staff, {
          method: 'POST',
          url: '/api/cms/faq/items',
          payload: { groupId: 999999, question: 'q', answer: 'a' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: '/api/cms/faq/items/999999',
          payload: { groupId: 1, question: 'q', answer: 'a' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: '/api/cms/faq/groups/1',
          payload: { language: 'fr', definition: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('terms and contact subjects', () => {
  it('saves sanitised terms per type and language', async () => {
    const saved = await as(staff, {
      method: 'PUT',
      url: '/api/cms/terms/1/tr',
      payload: { htmlBody: '<h2>1. Koşullar</h2><p>Metin</p><script>x</script>' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/terms/1?lang=tr' })).json().htmlBody).toBe(
      '<h2>1. Koşullar</h2><p>Metin</p>',
    );
    const list = (await as(staff, { method: 'GET', url: '/api/cms/terms' })).json().terms;
    expect(list.length).toBeGreaterThanOrEqual(6);
    // A changed text is the type's next version (consents); the first was version 1.
    expect(list.find((row: { termTypeId: number }) => row.termTypeId === 1)).toMatchObject({
      version: 2,
      publishedAt: expect.any(String),
    });
    expect(list.find((row: { termTypeId: number }) => row.termTypeId === 2)).toMatchObject({
      version: 1,
    });
    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: '/api/cms/terms/1/en',
          payload: { htmlBody: '<script>only</script>' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: '/api/cms/terms/9/en',
          payload: { htmlBody: '<p>x</p>' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('adds, renames and deactivates contact subjects', async () => {
    const created = await as(staff, {
      method: 'POST',
      url: '/api/cms/contact-subjects',
      payload: { nameEn: 'Press', nameTr: 'Basın', sortOrder: 99 },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(
      (await t.app.inject({ url: '/api/contact/subjects?lang=tr' })).json().subjects.at(-1),
    ).toEqual({ id, description: 'Basın' });
    const off = await as(staff, {
      method: 'PUT',
      url: `/api/cms/contact-subjects/${id}`,
      payload: { nameEn: 'Press', nameTr: 'Basın', sortOrder: 99, active: false },
    });
    expect(off.json().active).toBe(false);
    expect(
      (await t.app.inject({ url: '/api/contact/subjects' }))
        .json()
        .subjects.some((s: { id: number }) => s.id === id),
    ).toBe(false);
    expect(
      (await as(staff, { method: 'GET', url: '/api/cms/contact-subjects' }))
        .json()
        .subjects.some((s: { id: number }) => s.id === id),
    ).toBe(true);
    expect(
      (
        await as(staff, {
          method: 'POST',
          url: '/api/cms/contact-subjects',
          payload: { nameEn: '', nameTr: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(staff, {
          method: 'PUT',
          url: '/api/cms/contact-subjects/999999',
          payload: { nameEn: 'a', nameTr: 'b' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
