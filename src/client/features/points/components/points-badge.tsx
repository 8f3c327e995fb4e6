import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import { usePointsBalance } from '../api/get-points-balance.ts';

/**
 * The recruiter's payable balance in the top bar, one amount per currency ("$750 · €750"; never
 * one sum of two currencies), refetched when a points event arrives. Its name reads each balance
 * as Point History does, the amount with its points ("€750 (750 points)"), or "0 points".
 */
export function PointsBadge() {
  const { t, i18n } = useTranslation();
  const balances = usePointsBalance(true);
  const amounts = balances.map((balance) =>
    formatMoney(balance.amountMinor, balance.currency, i18n.language),
  );
  const spoken = balances.map((balance, index) =>
    t('appShell.points.amount', {
      amount: amounts[index],
      points: formatAmount(balance.points, i18n.language),
      count: balance.points,
    }),
  );
  const none = t('appShell.points.none');
  const long = amounts.length ? amounts.join(' · ') : none;
  const [first] = amounts;
  const short = first
    ? amounts.length > 1
      ? `${first} ${t('appShell.points.more', { count: amounts.length - 1 })}`
      : first
    : none;
  const label = t('appShell.points.label', { amounts: spoken.length ? spoken.join(' · ') : none });
  return (
    <Link
      to={pathFor('userPointHistory')}
      className="points-badge"
      aria-label={label}
      title={label}
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
