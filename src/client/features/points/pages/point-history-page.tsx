import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useSession } from '#client/session/use-session.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { PointEntry } from '#shared/schemas/points.ts';
import { usePointHistory } from '../api/get-point-history.ts';
import { PointFilters, type PointFilterValues } from '../components/point-filters.tsx';
import { RewardSummary } from '../components/reward-summary.tsx';
import '../points.css';

const PAGE_SIZE = 10;

/** Point History is for recruiters (role 2) only: anyone else gets the unauthorized page. */
export function PointHistoryPage() {
  const { user } = useSession();
  if (user?.roleId !== ROLE.recruiter) return <Navigate to={pathFor('unauthorized')} replace />;
  return <PointHistory />;
}

/** Point History (recruiters): rewards per currency, the balance, the ledger with filters. */
function PointHistory() {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<PointFilterValues>({});
  const history = usePointHistory({ page, size: PAGE_SIZE, ...filters });
  const number = new Intl.NumberFormat(i18n.language);
  const balances = history.data?.balances ?? [];

  const describe = (row: PointEntry) =>
    row.jobTitle && row.candidateName
      ? t('points.rewardFor', { candidate: row.candidateName, job: row.jobTitle })
      : (row.note ?? t(`points.kinds.${row.kind}`));

  return (
    <div className="points-page">
      <header className="page-head">
        <h1>{t('points.title')}</h1>
      </header>
      <div className="points-balance" aria-live="polite">
        <span className="pi pi-star-fill" aria-hidden="true" />
        <span>{t('points.balance')}</span>
        {balances.length === 0 ? (
          <strong>{t('points.noBalance')}</strong>
        ) : (
          // One figure per currency: two currencies are never added into one balance.
          balances.map((balance) => (
            <strong key={balance.currency}>
              {formatMoney(balance.amountMinor, balance.currency, i18n.language)}
              <small>
                {t('points.balanceValue', {
                  points: number.format(balance.points),
                  count: balance.points,
                })}
              </small>
            </strong>
          ))
        )}
      </div>
      <RewardSummary />
      <PointFilters
        onApply={(next) => {
          setPage(1);
          setFilters(next);
        }}
      />
      {history.isError ? (
        <div className="page-state" role="alert">
          <p>{t('points.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void history.refetch()}
          />
        </div>
      ) : (
        <DataTable
          value={history.data?.items ?? []}
          loading={history.isFetching}
          dataKey="id"
          lazy
          paginator
          rows={PAGE_SIZE}
          first={(page - 1) * PAGE_SIZE}
          totalRecords={history.data?.total ?? 0}
          onPage={(event) => setPage((event.page ?? 0) + 1)}
          emptyMessage={t('points.empty')}
          stripedRows
          size="small"
          aria-label={t('points.title')}
          className="points-table"
          // On a phone the table scrolls sideways: its scroll box must be reachable by keyboard.
          pt={{ wrapper: { tabIndex: 0, role: 'region', 'aria-label': t('points.title') } }}
        >
          <Column
            header={t('points.date')}
            body={(row: PointEntry) => appDate.date(row.createdAt)}
          />
          <Column
            header={t('points.kind')}
            body={(row: PointEntry) => t(`points.kinds.${row.kind}`)}
          />
          <Column header={t('points.description')} body={describe} />
          <Column
            header={t('points.pointsColumn')}
            body={(row: PointEntry) => (
              <span className={row.points < 0 ? 'points-negative' : 'points-positive'}>
                {row.points > 0 ? '+' : ''}
                {number.format(row.points)}
              </span>
            )}
          />
          <Column
            header={t('points.amount')}
            // the sign before the currency: -€750, not €-750
            body={(row: PointEntry) =>
              `${row.amountMinor < 0 ? '-' : ''}${formatMoney(Math.abs(row.amountMinor), row.currency, i18n.language)}`
            }
          />
        </DataTable>
      )}
    </div>
  );
}
