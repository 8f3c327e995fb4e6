import { useTranslation } from 'react-i18next';
import { GoBackButton } from '../components/go-back-button.tsx';
import { StatusPage } from '#client/components/status-page.tsx';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="danger"
      code={t('pages.unauthorized.code')}
      icon="pi-lock"
      title={t('pages.unauthorized.title')}
      message={t('pages.unauthorized.message')}
      actions={<GoBackButton />}
    />
  );
}
