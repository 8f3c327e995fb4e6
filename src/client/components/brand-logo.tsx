import { useTranslation } from 'react-i18next';

/**
 * The mark (the favicon's drawing, inline: an SVG in an <img> would cost the page's main thread a
 * document of its own) and the product name; the surrounding link gives the accessible name.
 */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="brand-logo">
      <svg
        className="brand-logo__mark"
        viewBox="0 0 64 64"
        width={32}
        height={32}
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" fill="#4f46e5" />
        <path
          d="M18 44V20h14a8 8 0 0 1 0 16h-6l10 8"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span className="brand-logo__name">{t('common.appName')}</span>}
    </span>
  );
}
