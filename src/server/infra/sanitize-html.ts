import { compile } from 'html-to-text';
import sanitize from 'sanitize-html';

/**
 * The allow-list for rich text typed by staff and companies (job descriptions, CMS content):
 * structure, emphasis, lists, links and images; no scripts, styles, event handlers or iframes.
 */
const RICH_TEXT: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedClasses: {
    '*': ['ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-indent-1', 'ql-indent-2'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Rich text staff write (the public pages' content, FAQ, terms): images may come from any HTTPS site. */
export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitize(html, RICH_TEXT) : '';
}

/**
 * What companies post for everyone to read (job texts, company descriptions): images only inside
 * the text (`data:`, as the editor inserts them) or from this site. An image from another site
 * would tell its owner the address and browser of every recruiter and candidate who opens the job.
 */
const POSTED_RICH_TEXT: sanitize.IOptions = {
  ...RICH_TEXT,
  allowedSchemesByTag: { img: ['data'] },
  // An image whose address was dropped would stay as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizePostedRichText(html: string | null | undefined): string {
  return html ? sanitize(html, POSTED_RICH_TEXT) : '';
}

const BLOCK = { format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } };

/**
 * html-to-text with the layout reduced to words: the result is folded onto one line below, so
 * bullets, numbers, quote marks, rules and upper-cased headings would only be noise in it. Images
 * were never text; a link keeps its address after its words, so a text-only mail still carries it.
 */
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', format: 'skip' },
    ...['blockquote', 'ul', 'ol', 'li', 'th', 'td'].map((selector) => ({ selector, ...BLOCK })),
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
  ],
});

/** Text of HTML on one line, entities decoded: mail text parts and the get-started cards. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return toText(html).replace(/\s+/g, ' ').trim();
}
