import type { ContentListItem } from '#shared/schemas/content.ts';
import { RichHtml } from './rich-html.tsx';

/** Figures (html_header) with their labels (html_body), e.g. client stats. */
export function StatsStrip({ items, label }: { items: ContentListItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <section className="content-stats" aria-label={label}>
      <ul className="container content-stats__list">
        {items.map((item) => (
          <li key={`${item.order_id}-${item.id}`} className="content-stats__item">
            {item.icon_name && (
              <span className={`content-stats__icon ${item.icon_name}`} aria-hidden="true" />
            )}
            <RichHtml as="strong" className="content-stats__value" html={item.html_header} />
            <RichHtml as="span" className="content-stats__label" html={item.html_body} />
          </li>
        ))}
      </ul>
    </section>
  );
}
