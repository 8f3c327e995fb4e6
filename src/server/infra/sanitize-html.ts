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

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitize(html, RICH_TEXT) : '';
}

/** Text with every tag removed, for excerpts, meta descriptions and search documents. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html.replace(/<\/(p|li|h\d|div|br)>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
