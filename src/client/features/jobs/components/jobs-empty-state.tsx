import { Button } from '#client/startup/light/button.tsx';
import { useTranslation } from 'react-i18next';

export type EmptyKind = 'noSearchResults' | 'noMatching' | 'noActive' | 'generic';

/** Which of the spec's four empty states applies to a search that found nothing. */
export function emptyKind(hasKeyword: boolean, hasFilters: boolean): EmptyKind {
  if (hasKeyword && hasFilters) return 'generic';
  if (hasKeyword) return 'noSearchResults';
  if (hasFilters) return 'noMatching';
  return 'noActive';
}

const TEXT: Record<EmptyKind, string> = {
  noSearchResults: 'jobs.empty.noSearchResultsText',
  noMatching: 'jobs.empty.noMatchingText',
  noActive: 'jobs.empty.noActiveText',
  generic: 'jobs.empty.genericText',
};

export function JobsEmptyState({
  kind,
  keyword,
  onClearFilters,
  onViewAll,
}: {
  kind: EmptyKind;
  keyword: string;
  onClearFilters: () => void;
  onViewAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="jobs-empty" aria-live="polite">
      <span className="pi pi-briefcase jobs-empty__icon" aria-hidden="true" />
      <h2>{t(`jobs.empty.${kind}`)}</h2>
      <p>{t(TEXT[kind], { keyword })}</p>
      {kind !== 'noActive' && (
        <>
          <div className="jobs-empty__actions">
            <Button
              type="button"
              label={t('jobs.empty.clearFilters')}
              outlined
              onClick={onClearFilters}
            />
            <Button type="button" label={t('jobs.empty.viewAll')} onClick={onViewAll} />
          </div>
          <div className="jobs-empty__suggestions">
            <h3>{t('jobs.empty.suggestions')}</h3>
            <ul>
              <li>{t('jobs.empty.checkSpelling')}</li>
              <li>{t('jobs.empty.tryDifferent')}</li>
              <li>{t('jobs.empty.broaden')}</li>
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
