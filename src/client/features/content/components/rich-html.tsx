import type { ElementType } from 'react';

type RichHtmlProps = { html: string; as?: ElementType; className?: string; id?: string };

/**
 * HTML from the content service. The server sanitises it with an allow-list on write and on read,
 * so it is rendered as markup here; nothing typed by a visitor ever reaches this component.
 */
export function RichHtml({ html, as: Tag = 'div', className, id }: RichHtmlProps) {
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
