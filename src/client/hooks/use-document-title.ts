import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `<page> · <app>` in the browser tab; the app name alone without a page. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    document.title = page ? t('common.pageTitle', { page, app }) : app;
  }, [page, app, t]);
}
