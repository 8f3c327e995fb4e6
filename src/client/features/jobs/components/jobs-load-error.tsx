import { useTranslation } from 'react-i18next';
import { Button } from '#client/startup/light/button.tsx';

/** The search could not be answered: say so where the results go, with a retry that works. */
export function JobsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="jobs-page__load-error" role="alert">
      <p>{t('jobs.list.loadError')}</p>
      <Button type="button" icon="pi pi-refresh" label={t('common.tryAgain')} onClick={onRetry} />
    </div>
  );
}
