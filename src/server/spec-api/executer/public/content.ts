import type { GetStartedCardKey, GetStartedResponse } from '#shared/schemas/accounts.ts';
import type { FaqGroup, FaqItem, TermsResponse } from '#shared/schemas/cms.ts';
import type { ContentResponse } from '#shared/schemas/content.ts';
import { passOn } from '../answers.ts';
import { InvalidParameter } from '../parameters.ts';
import type { SpecRow, SqlIdContext, SqlIdHandler } from '../sql-id.ts';
import { inLanguage, innerGet, innerGetInLanguage } from './inner-get.ts';

/** The spec's page ids (`pin_page_id`): it names only 9, the FAQ page. */
const PAGE_PATHS: Readonly<Record<number, string>> = { 9: '/faq' };

/** The spec's term types and the pages that show them. */
const TERM_PAGES = [
  { termTypeId: 1, path: '/terms-of-service' },
  { termTypeId: 2, path: '/privacy-policy' },
] as const;

/** The get-started cards as the spec's client finds them: 'Sign Up - Candidate Title', ... */
const CARD_NAMES: Record<GetStartedCardKey, string> = {
  candidate: 'Candidate',
  company: 'Company',
  recruiter: 'Recruiter',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page and tag group asked for: a path and group, or a page id (the page's header). */
function pageOf(context: SqlIdContext): { pagePath: string; tagGroup: string } | null {
  const pageId = context.params.int('pin_page_id');
  if (pageId !== undefined) {
    const pagePath = PAGE_PATHS[pageId];
    return pagePath ? { pagePath, tagGroup: '' } : null;
  }
  const pagePath = context.params.text('piv_page_path');
  if (pagePath === undefined) throw new InvalidParameter('piv_page_path');
  return { pagePath, tagGroup: context.params.text('piv_tag_group') ?? '' };
}

/**
 * Page text, FAQ, legal texts and get-started texts: public reads, the same for every caller.
 * `pin_user_id` is read by none of them: what they answer does not depend on who asks.
 */
export const publicContentSqlIds: SqlIdHandler[] = [
  {
    sqlId: 76,
    summary:
      'Page content (public): piv_page_path + piv_tag_group, or pin_page_id (9 = FAQ); rows of ' +
      'tag, html_content, list_content (JSON text), file_path',
    async run(context) {
      const page = pageOf(context);
      if (!page) return [];
      const query = new URLSearchParams({ ...page, lang: context.language });
      const { items } = await innerGet<ContentResponse>(context, `/api/content?${query}`);
      return items.map((item) => ({
        tag: item.tag,
        html_content: item.htmlContent,
        list_content: JSON.stringify(item.listContent),
        file_path: item.filePath,
      }));
    },
  },
  {
    sqlId: 77,
    summary: 'FAQ groups (public), in the caller’s language: id, definition, order_id',
    async run(context) {
      const { groups } = await innerGetInLanguage<{ groups: FaqGroup[] }>(
        context,
        '/api/faq/groups',
      );
      return groups.map((group) => ({
        id: group.id,
        definition: group.definition,
        order_id: group.orderId,
      }));
    },
  },
  {
    sqlId: 78,
    summary:
      'FAQ items of a group (public): pin_cms_faq_group_id; id, question, answer (HTML), ' +
      'order_id; no rows for a group that is not there',
    async run(context) {
      const groupId = context.params.int('pin_cms_faq_group_id');
      if (groupId === undefined) throw new InvalidParameter('pin_cms_faq_group_id');
      const response = await context.call({ url: `/api/faq/groups/${groupId}/items` });
      if (response.statusCode === 404) return [];
      if (response.statusCode !== 200) throw passOn(response, context.language);
      const { items } = response.body as { items: FaqItem[] };
      return items.map((item) => ({
        id: item.id,
        question: item.question,
        answer: item.answer,
        order_id: item.orderId,
      }));
    },
  },
  {
    sqlId: 43,
    summary:
      'Terms (1) and privacy (2) texts (public), in the caller’s language: term_type_id, ' +
      'html_body, path; a type with no stored text has no row (the client shows its own)',
    async run(context) {
      const rows: SpecRow[] = [];
      for (const { termTypeId, path } of TERM_PAGES) {
        const terms = await innerGet<TermsResponse>(
          context,
          inLanguage(`/api/terms/${termTypeId}`, context.language),
        );
        if (terms.htmlBody !== null)
          rows.push({ term_type_id: termTypeId, html_body: terms.htmlBody, path });
      }
      return rows;
    },
  },
  {
    sqlId: 51,
    summary:
      'Get-started texts (public): rows of description (‘Sign Up - Candidate Title’, ' +
      '‘… Text’, ‘… Tag’, ‘… Button’ for Candidate, Company, Recruiter) and html_message',
    async run(context) {
      const { cards } = await innerGetInLanguage<GetStartedResponse>(
        context,
        '/api/accounts/get-started',
      );
      const rows: SpecRow[] = [];
      for (const card of cards) {
        const name = `Sign Up - ${CARD_NAMES[card.key]}`;
        const texts = [
          ['Title', card.title],
          ['Text', card.description],
          ['Tag', card.tag],
          ['Button', card.button],
        ] as const;
        for (const [part, value] of texts)
          if (value) rows.push({ description: `${name} ${part}`, html_message: escapeHtml(value) });
      }
      return rows;
    },
  },
];
