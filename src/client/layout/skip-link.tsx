import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('common.skipToContent')}
    </a>
  );
}
