import { useTranslation } from 'react-i18next';
import { GoBackButton } from '../components/go-back-button.tsx';
import { StatusPage } from '#client/components/status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('pages.notFound.code')}
      icon="pi-compass"
      title={t('pages.notFound.title')}
      message={t('pages.notFound.message')}
      actions={<GoBackButton />}
    />
  );
}
