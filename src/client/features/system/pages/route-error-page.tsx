import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#client/startup/light/button.tsx';
import { StatusPage } from '#client/components/status-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** A failed navigation (for example a page chunk that no longer exists after a deploy): logged and explained. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('Navigation failed', error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <main id="main-content">
      <StatusPage
        tone="danger"
        icon="pi-exclamation-triangle"
        title={t('pages.routeError.title')}
        message={t('pages.routeError.message')}
        actions={
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('common.reload')}
            onClick={() => window.location.reload()}
          />
        }
      />
    </main>
  );
}
