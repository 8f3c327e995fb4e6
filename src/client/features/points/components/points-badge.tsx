import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import { usePointsBalance } from '../api/get-points-balance.ts';

/**
 * The recruiter's payable balance in the top bar, one amount per currency ("$750 · €750"; never
 * one sum of two currencies), refetched when a points event arrives.
 */
export function PointsBadge() {
  const { t, i18n } = useTranslation();
  const balances = usePointsBalance(true);
  const amounts = balances.map((balance) =>
    formatMoney(balance.amountMinor, balance.currency, i18n.language),
  );
  const long = amounts.length ? amounts.join(' · ') : t('appShell.points.none');
  const [first] = amounts;
  const short = first
    ? amounts.length > 1
      ? `${first} ${t('appShell.points.more', { count: amounts.length - 1 })}`
      : first
    : t('appShell.points.none');
  return (
    <Link
      to={pathFor('userPointHistory')}
      className="points-badge"
      aria-label={t('appShell.points.label', { amounts: long })}
    >
      <span className="pi pi-star-fill" aria-hidden="true" />
      <span className="points-badge__long" aria-hidden="true">
        {long}
      </span>
      {/* 576 px or less: the first currency and how many more, so the top bar fits a 390 px screen */}
      <span className="points-badge__short" aria-hidden="true">
        {short}
      </span>
    </Link>
  );
}
