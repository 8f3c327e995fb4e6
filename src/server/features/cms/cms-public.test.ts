import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, faqGroups, faqItems, terms } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/content', () => {
  it('returns sanitised items with list_content sorted by order_id, tolerating [null]', async () => {
    await t.db.insert(contentItems).values([
      {
        pagePath: '/test-page',
        tagGroup: 'grp',
        tag: 'header',
        language: 'en',
        htmlContent: 'Hi<script>alert(1)</script>',
      },
      {
        pagePath: '/test-page',
        tagGroup: 'grp',
        tag: 'section_list',
        language: 'en',
        listContent: [
          { order_id: 2, id: 7, html_header: 'Second', html_body: '<p onclick="x()">b</p>' },
          {
            order_id: 1,
            id: 9,
            html_header: 'First',
            html_body: '<p>a</p>',
            icon_name: 'pi pi-star',
          },
        ],
      },
    ]);
    await t.db.execute(
      sql`insert into content_items (page_path, tag_group, tag, language, list_content) values ('/test-page', 'grp', 'legacy', 'en', '"[null]"'::jsonb)`,
    );
    const response = await t.app.inject({
      url: '/api/content?pagePath=/test-page&tagGroup=grp&lang=en',
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<{
      items: {
        tag: string;
        htmlContent: string;
        listContent: { html_header: string; html_body: string }[];
      }[];
    }>().items;
    const byTag = Object.fromEntries(items.map((item) => [item.tag, item]));
    expect(byTag.header?.htmlContent).toBe('Hi');
    expect(byTag.section_list?.listContent.map((i) => i.html_header)).toEqual(['First', 'Second']);
    expect(byTag.section_list?.listContent[1]?.html_body).toBe('<p>b</p>');
    expect(byTag.legacy?.listContent).toEqual([]);
  });

  it('falls back to English when the language has no items, and validates the query', async () => {
    const tr = await t.app.inject({ url: '/api/content?pagePath=/test-page&tagGroup=grp&lang=tr' });
    expect(tr.json().items.length).toBeGreaterThan(0);
    const none = await t.app.inject({ url: '/api/content?pagePath=/nothing-here&lang=en' });
    expect(none.json()).toEqual({ items: [] });
    expect((await t.app.inject({ url: '/api/content?lang=en' })).statusCode).toBe(400);
    const bad = await t.app.inject({ url: '/api/content?pagePath=/x&lang=de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('FAQ', () => {
  it('lists active groups by order_id and a group’s active questions by order_id', async () => {
    const [late] = await t.db
      .insert(faqGroups)
      .values({ language: 'tr', definition: 'Zeta', orderId: 90 })
      .returning();
    const [early] = await t.db
      .insert(faqGroups)
      .values({ language: 'tr', definition: 'Alfa', orderId: -5 })
      .returning();
    await t.db
      .insert(faqGroups)
      .values({ language: 'tr', definition: 'Gizli', orderId: -9, active: false });
    if (!early || !late) throw new Error('setup');
    await t.db.insert(faqItems).values([
      {
        groupId: early.id,
        question: 'B?',
        answerHtml: '<p>b</p><img src=x onerror=alert(1)>',
        orderId: 2,
      },
      { groupId: early.id, question: 'A?', answerHtml: '<p>a</p>', orderId: 1 },
      { groupId: early.id, question: 'Hidden?', answerHtml: '<p>h</p>', orderId: 0, active: false },
    ]);
    const groups = (await t.app.inject({ url: '/api/faq/groups?lang=tr' })).json<{
      groups: { id: number; definition: string }[];
    }>().groups;
    expect(groups[0]?.definition).toBe('Alfa');
    expect(groups.at(-1)?.definition).toBe('Zeta');
    expect(groups.some((g) => g.definition === 'Gizli')).toBe(false);

    const items = (await t.app.inject({ url: `/api/faq/groups/${early.id}/items` })).json<{
      items: { question: string; answer: string }[];
    }>().items;
    expect(items.map((i) => i.question)).toEqual(['A?', 'B?']);
    expect(items[1]?.answer).toBe('<p>b</p><img src="x" />');
  });

  it('answers 404 for an unknown group and 400 for a bad id', async () => {
    expect((await t.app.inject({ url: '/api/faq/groups/999999/items' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/faq/groups/abc/items' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/faq/groups?lang=xx' })).statusCode).toBe(400);
  });
});

describe('GET /api/terms/:termTypeId', () => {
  it('returns the seeded text without its own h1, per language', async () => {
    const en = await t.app.inject({ url: '/api/terms/1?lang=en' });
    expect(en.statusCode).toBe(200);
    const body = en.json<{ termTypeId: number; htmlBody: string }>();
    expect(body.termTypeId).toBe(1);
    expect(body.htmlBody).toContain('England and Wales');
    expect(body.htmlBody).not.toContain('<h1');
    const tr = await t.app.inject({ url: '/api/terms/2?lang=tr' });
    expect(tr.json().htmlBody).toMatch(/Gizlilik|gizlilik|kişisel/);
  });

  it('answers null when nothing is stored, and 400 for an unknown type', async () => {
    await t.db.delete(terms).where(eq(terms.termTypeId, 2));
    expect((await t.app.inject({ url: '/api/terms/2?lang=en' })).json()).toEqual({
      termTypeId: 2,
      htmlBody: null,
    });
    expect((await t.app.inject({ url: '/api/terms/4' })).statusCode).toBe(400);
    // Type 3 is the explicit consent text (consents), kept apart from the privacy notice.
    expect((await t.app.inject({ url: '/api/terms/3?lang=tr' })).json().htmlBody).toContain(
      'isteğe bağlı',
    );
  });
});

describe('seeded content', () => {
  it('covers every public page in both languages', async () => {
    for (const lang of ['en', 'tr']) {
      for (const [pagePath, tagGroup, tags] of [
        [
          '/',
          '',
          [
            'header',
            'header_subtext',
            'hero_img',
            'section_header',
            'section_header_subtext',
            'section_list',
            'section_img',
          ],
        ],
        ['/', 'recruiters', ['header', 'section_list']],
        ['/', 'companies', ['header', 'section_list']],
        ['/', 'candidates', ['header', 'section_list']],
        ['/faq', '', ['header', 'header_subtext']],
        ['/about-us', '', ['header', 'testimonials', 'section_list']],
        ['/how-it-works', 'companies', ['header', 'client_stats', 'section_list']],
        ['/how-it-works', 'recruiters', ['header', 'client_stats', 'section_list']],
        ['/how-it-works', 'candidates', ['header', 'client_stats', 'section_list']],
        ['/contact-us', '', ['header', 'contact_info', 'social_links']],
        ['/footer', '', ['contact_phone', 'contact_email']],
      ] as const) {
        const rows = await t.db
          .select({ tag: contentItems.tag })
          .from(contentItems)
          .where(
            sql`${contentItems.pagePath} = ${pagePath} and ${contentItems.tagGroup} = ${tagGroup} and ${contentItems.language} = ${lang}`,
          );
        expect(
          rows.map((r) => r.tag),
          `${lang} ${pagePath} ${tagGroup}`,
        ).toEqual(expect.arrayContaining([...tags]));
      }
      const groups = await t.db.select().from(faqGroups).where(eq(faqGroups.language, lang));
      expect(groups.length).toBeGreaterThanOrEqual(4);
    }
  });
});
