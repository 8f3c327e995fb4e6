import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { useRouteHandle } from '#client/lib/route-handle.ts';
import { StatusPage } from '#client/components/status-page.tsx';

/** Stands in for every screen not built yet, named after its route. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const page = handle ? t(`menu.${handle.name}`) : t('common.appName');
  return (
    <StatusPage
      icon="pi-wrench"
      title={page}
      message={t('pages.comingSoon.message', { page })}
      actions={
        <>
          <p className="status-page__hint">{t('pages.comingSoon.hint')}</p>
          <Link className="p-button p-component link-button" to={pathFor('home')}>
            <span className="pi pi-home" aria-hidden="true" />
            <span>{t('pages.comingSoon.home')}</span>
          </Link>
        </>
      }
    />
  );
}
