import { Button } from 'primereact/button';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import { useSession } from '#client/session/use-session.ts';
import { formatDate } from '#shared/format/date.ts';
import { formatMoney } from '#shared/format/money.ts';
import { POINT_KINDS, type PointEntry, type PointKind } from '#shared/schemas/points.ts';
import { usePointHistory } from '../api/get-point-history.ts';
import '../points.css';

const PAGE_SIZE = 10;
type Filters = { kind?: PointKind; from?: string; to?: string };

/** Point History is for recruiters (role 2) only: anyone else gets the unauthorized page. */
export function PointHistoryPage() {
  const { user } = useSession();
  if (user?.roleId !== ROLE.recruiter) return <Navigate to={pathFor('unauthorized')} replace />;
  return <PointHistory />;
}

/** Point History (recruiters): balance, the ledger with type and date filters, paging. */
function PointHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const history = usePointHistory({ page, size: PAGE_SIZE, ...filters });
  const number = new Intl.NumberFormat(i18n.language);

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
        <strong>
          {t('points.balanceValue', { points: number.format(history.data?.balance ?? 0) })}
        </strong>
      </div>
      <form
        className="points-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <div className="form-field">
          <label htmlFor="points-kind">{t('points.kind')}</label>
          <Dropdown
            pt={HIDDEN_SELECT_PT}
            inputId="points-kind"
            placeholder={t('points.kind')}
            value={draft.kind ?? 'all'}
            options={['all', ...POINT_KINDS].map((value) => ({
              value,
              label: t(`points.kinds.${value}`),
            }))}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                kind: event.value === 'all' ? undefined : (event.value as PointKind),
              }))
            }
          />
        </div>
        <div className="form-field">
          <label htmlFor="points-from">{t('points.from')}</label>
          <InputText
            id="points-from"
            type="date"
            value={draft.from ?? ''}
            onChange={(event) => setDraft((c) => ({ ...c, from: event.target.value || undefined }))}
          />
        </div>
        <div className="form-field">
          <label htmlFor="points-to">{t('points.to')}</label>
          <InputText
            id="points-to"
            type="date"
            value={draft.to ?? ''}
            onChange={(event) => setDraft((c) => ({ ...c, to: event.target.value || undefined }))}
          />
        </div>
        <div className="points-filters__actions">
          <Button type="submit" label={t('points.apply')} icon="pi pi-filter" />
          <Button
            type="button"
            text
            label={t('points.clear')}
            onClick={() => {
              setDraft({});
              setFilters({});
              setPage(1);
            }}
          />
        </div>
      </form>
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
          <Column header={t('points.date')} body={(row: PointEntry) => formatDate(row.createdAt)} />
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
