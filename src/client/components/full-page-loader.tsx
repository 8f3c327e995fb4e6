import { useTranslation } from 'react-i18next';
import { ProgressSpinner } from '../startup/light/progress-spinner.tsx';

/** Shown while the first page of the app loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <ProgressSpinner
        style={{ width: '3rem', height: '3rem' }}
        strokeWidth="4"
        aria-hidden="true"
      />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
