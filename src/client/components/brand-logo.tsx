import { useTranslation } from 'react-i18next';

/** The mark and the product name; the surrounding link gives the accessible name. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="brand-logo">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {!compact && <span className="brand-logo__name">{t('common.appName')}</span>}
    </span>
  );
}
