import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { usePointsBalance } from '../api/get-points-balance.ts';

/** The recruiter's live balance in the top bar (refetched when a points event arrives). */
export function PointsBadge() {
  const { t, i18n } = useTranslation();
  const points = usePointsBalance(true);
  const value = new Intl.NumberFormat(i18n.language).format(points);
  return (
    <Link
      to={pathFor('userPointHistory')}
      className="points-badge"
      aria-label={t('appShell.points.label', { points: value })}
    >
      <span className="pi pi-star-fill" aria-hidden="true" />
      <span className="points-badge__long" aria-hidden="true">
        {t('appShell.points.badge', { points: value })}
      </span>
      {/* 576 px or less: the number only, so the top bar fits a 390 px screen */}
      <span className="points-badge__short" aria-hidden="true">
        {value}
      </span>
    </Link>
  );
}
