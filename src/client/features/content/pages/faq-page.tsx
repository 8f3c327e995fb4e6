import { Accordion, AccordionTab } from 'primereact/accordion';
import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { usePageContent } from '#client/api/content/get-content.ts';
import { useFaqGroups, useFaqItems } from '../api/get-faq.ts';
import { ContentError } from '../components/content-error.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import '../content.css';

/** FAQ: header and subtext from content, topics by order_id (first selected), questions in an accordion. */
export function FaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.faq'));
  const page = usePageContent('/faq');
  const groups = useFaqGroups();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = groups.data ?? [];
  const selected = list.find((group) => group.id === chosen) ?? list[0] ?? null;
  const items = useFaqItems(selected?.id ?? null);
  const header = page.content.html('header');
  const subtext = page.content.html('header_subtext');

  return (
    <div className="content-page container faq-page">
      <header className="content-page__header">
        {header ? <RichHtml as="h1" html={header} /> : <h1>{t('content.faq.header')}</h1>}
        {subtext ? (
          <RichHtml className="content-page__lead" html={subtext} />
        ) : (
          <p className="content-page__lead">{t('content.faq.subtext')}</p>
        )}
      </header>

      {groups.isError && <ContentError onRetry={() => void groups.refetch()} />}
      {groups.isPending ? (
        <Skeleton height="12rem" />
      ) : list.length === 0 && !groups.isError ? (
        <p className="content-empty">{t('content.faq.noGroups')}</p>
      ) : (
        <div className="faq-page__layout">
          <nav className="faq-page__toc" aria-label={t('content.faq.topics')}>
            <h2 className="faq-page__toc-title">{t('content.faq.topics')}</h2>
            <ul>
              {list.map((group) => (
                <li key={group.id}>
                  <button
                    type="button"
                    className="faq-page__topic"
                    aria-current={group.id === selected?.id ? 'true' : undefined}
                    onClick={() => setChosen(group.id)}
                  >
                    {group.definition}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section
            className="faq-page__items"
            aria-labelledby="faq-group-title"
            aria-busy={items.isPending}
          >
            <h2 id="faq-group-title">{selected?.definition}</h2>
            {items.isError && <ContentError onRetry={() => void items.refetch()} />}
            {items.isPending ? (
              <Skeleton height="10rem" />
            ) : (items.data ?? []).length === 0 ? (
              <p className="content-empty">{t('content.faq.noItems')}</p>
            ) : (
              <Accordion key={selected?.id} multiple>
                {(items.data ?? []).map((item) => (
                  <AccordionTab key={item.id} header={item.question}>
                    <RichHtml className="rich-text" html={item.answer} />
                  </AccordionTab>
                ))}
              </Accordion>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
