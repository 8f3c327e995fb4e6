import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizePostedRichText, sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps structure and strips scripts, handlers and javascript links', () => {
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><ul><li>One</li></ul><iframe src="//e"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe(
      '<p>Hi <strong>there</strong></p><a rel="noopener noreferrer nofollow">x</a><ul><li>One</li></ul>',
    );
  });

  it('keeps safe links with rel added', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
  });
});

describe('sanitizePostedRichText', () => {
  const pixel = 'data:image/png;base64,iVBORw0KGgo=';

  it('keeps an image inside the text and one from this site', () => {
    expect(sanitizePostedRichText(`<p><img src="${pixel}" alt="Team"></p>`)).toBe(
      `<p><img src="${pixel}" alt="Team" /></p>`,
    );
    expect(sanitizePostedRichText('<img src="/api/files/7">')).toBe('<img src="/api/files/7" />');
  });

  it('drops the address of an image from another site, however it is written', () => {
    for (const src of [
      'https://tracker.example/p.gif?job=1',
      'http://tracker.example/p.gif',
      'HTTPS://tracker.example/p.gif',
      '//tracker.example/p.gif',
      '&#104;ttps://tracker.example/p.gif',
      ' https://tracker.example/p.gif',
    ])
      expect(sanitizePostedRichText(`<p>Hi<img src="${src}"></p>`)).toBe('<p>Hi</p>');
  });

  it('keeps links to other sites, which load nothing until clicked', () => {
    expect(sanitizePostedRichText('<a href="https://example.com">site</a>')).toContain(
      'href="https://example.com"',
    );
  });

  it('leaves staff content its images from other HTTPS sites', () => {
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toContain(
      'src="https://cdn.example/a.png"',
    );
  });
});

describe('htmlToText', () => {
  it('gives readable text with spaces between blocks', () => {
    expect(htmlToText('<p>First&nbsp;line</p><ul><li>A</li><li>B</li></ul>')).toBe(
      'First line A B',
    );
  });

  it('keeps a link’s address and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Smith &amp; Co&#39;s offer &lt;new&gt;</p><p><a href="https://example.test/reset?code=1&amp;lang=tr">Reset password</a></p>',
      ),
    ).toBe("Smith & Co's offer <new> Reset password [https://example.test/reset?code=1&lang=tr]");
    expect(htmlToText('<a href="https://example.test">https://example.test</a>')).toBe(
      'https://example.test',
    );
  });

  it('drops scripts, styles and images, and keeps headings as written', () => {
    expect(
      htmlToText('<h2>Open roles</h2><script>alert(1)</script><style>p{}</style><img alt="x">'),
    ).toBe('Open roles');
  });
});
