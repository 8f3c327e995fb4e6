import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#shared/format/date.ts';
import { pathFor } from '#shared/routes.ts';
import {
  COMPANY_SORTS,
  type CompaniesQuery,
  type CompanyListItem,
  type CompanySort,
} from '#shared/schemas/companies.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { useCountries } from '#client/features/lookups/api/get-countries.ts';
import { useLookup } from '#client/features/lookups/api/get-lookup.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useCompanies } from '../api/get-companies.ts';

const HIDDEN = { select: { 'aria-hidden': true } } as const;
const isSort = (value: unknown): value is CompanySort =>
  (COMPANY_SORTS as readonly unknown[]).includes(value);

/** Waits `ms` after the last change before returning the value (the search box). */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The staff company list: server paging, sorting and filters, CSV export of the same query. */
export function CompaniesTable(props: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [active, setActive] = useState<'true' | 'false' | null>(null);
  const [industryId, setIndustryId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const [page, setPage] = useState({ first: 0, rows: 10 });
  const [sort, setSort] = useState<{ field: CompanySort; order: 'asc' | 'desc' }>({
    field: 'name',
    order: 'asc',
  });
  const [exporting, setExporting] = useState(false);
  const industries = useLookup('industries', lang);
  const countries = useCountries(lang);

  const filters = {
    sort: sort.field,
    order: sort.order,
    q: q || undefined,
    active: active === null ? undefined : active === 'true',
    industryId: industryId ?? undefined,
    countryId: countryId ?? undefined,
    lang,
  } satisfies Omit<CompaniesQuery, 'page' | 'size'>;
  const query: CompaniesQuery = {
    ...filters,
    page: Math.floor(page.first / page.rows) + 1,
    size: page.rows,
  };
  const list = useCompanies(query);
  const resetPage = () => setPage((previous) => ({ ...previous, first: 0 }));

  async function download() {
    setExporting(true);
    try {
      await exportCsv('/companies/export', { ...filters }, 'companies.csv');
    } catch (error) {
      showToast({
        severity: 'error',
        summary: t('companies.list.exportFailed'),
        detail: errorMessage(error, t),
      });
    } finally {
      setExporting(false);
    }
  }

  const nameCell = (row: CompanyListItem) => (
    <span className="companies-table__name">
      {row.logoUrl ? (
        <img src={row.logoUrl} alt="" className="companies-table__logo" />
      ) : (
        <span className="companies-table__logo companies-table__logo--empty" aria-hidden="true">
          {row.name.slice(0, 1)}
        </span>
      )}
      {props.canEdit ? (
        <Link to={pathFor('companiesEdit', { id: row.id })}>{row.name}</Link>
      ) : (
        <span>{row.name}</span>
      )}
    </span>
  );

  return (
    <div className="companies-table">
      <div className="companies-toolbar">
        <span className="company-form__field companies-toolbar__search">
          <label htmlFor={`${id}-search`}>{t('companies.list.search')}</label>
          <InputText
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder={t('companies.list.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              resetPage();
            }}
          />
        </span>
        <span className="company-form__field">
          <label htmlFor={`${id}-active`}>{t('companies.list.active')}</label>
          <Dropdown
            inputId={`${id}-active`}
            pt={HIDDEN}
            value={active}
            showClear
            placeholder={t('companies.list.allStatuses')}
            options={[
              { value: 'true', label: t('companies.list.activeOnly') },
              { value: 'false', label: t('companies.list.inactiveOnly') },
            ]}
            onChange={(event) => {
              setActive((event.value as 'true' | 'false' | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <span className="company-form__field">
          <label htmlFor={`${id}-industry`}>{t('companies.list.industry')}</label>
          <Dropdown
            inputId={`${id}-industry`}
            pt={HIDDEN}
            value={industryId}
            showClear
            filter
            placeholder={t('companies.list.allIndustries')}
            options={industries.data ?? []}
            optionLabel="description"
            optionValue="id"
            onChange={(event) => {
              setIndustryId((event.value as number | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <span className="company-form__field">
          <label htmlFor={`${id}-country`}>{t('companies.list.country')}</label>
          <Dropdown
            inputId={`${id}-country`}
            pt={HIDDEN}
            value={countryId}
            showClear
            filter
            filterBy="searchName"
            placeholder={t('companies.list.allCountries')}
            options={countries.data ?? []}
            optionLabel="description"
            optionValue="id"
            onChange={(event) => {
              setCountryId((event.value as number | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <Button
          type="button"
          icon="pi pi-download"
          label={t('companies.list.exportCsv')}
          outlined
          loading={exporting}
          onClick={() => void download()}
          className="companies-toolbar__export"
        />
      </div>
      <p className="companies-table__total" aria-live="polite">
        {list.data ? t('companies.list.total', { count: list.data.total }) : '\u00A0'}
      </p>
      {list.isError && !list.data ? (
        <div className="page-state" role="alert">
          <p>{t('companies.list.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void list.refetch()} />
        </div>
      ) : (
        <DataTable
          value={list.data?.items ?? []}
          dataKey="id"
          lazy
          paginator
          first={page.first}
          rows={page.rows}
          totalRecords={list.data?.total ?? 0}
          onPage={(event: DataTableStateEvent) => setPage({ first: event.first, rows: event.rows })}
          sortField={sort.field}
          sortOrder={sort.order === 'asc' ? 1 : -1}
          onSort={(event: DataTableStateEvent) => {
            if (isSort(event.sortField))
              setSort({ field: event.sortField, order: event.sortOrder === 1 ? 'asc' : 'desc' });
          }}
          loading={list.isFetching}
          emptyMessage={t('companies.list.empty')}
          size="small"
          stripedRows
          scrollable
          tableStyle={{ minWidth: '56rem' }}
          aria-label={t('companies.list.tableLabel')}
        >
          <Column field="name" header={t('companies.columns.name')} sortable body={nameCell} />
          <Column
            field="industry"
            header={t('companies.columns.industry')}
            sortable
            body={(row: CompanyListItem) => row.industryName ?? '—'}
          />
          <Column
            field="country"
            header={t('companies.columns.country')}
            sortable
            body={(row: CompanyListItem) =>
              row.countryName ? [row.cityName, row.countryName].filter(Boolean).join(', ') : '—'
            }
          />
          <Column
            field="active"
            header={t('companies.columns.active')}
            sortable
            body={(row: CompanyListItem) => (
              <span className={`company-status company-status--${row.active ? 'on' : 'off'}`}>
                {t(row.active ? 'companies.status.active' : 'companies.status.inactive')}
              </span>
            )}
          />
          <Column
            field="memberCount"
            header={t('companies.columns.members')}
            sortable
            align="right"
          />
          <Column
            field="openJobCount"
            header={t('companies.columns.openJobs')}
            sortable
            align="right"
          />
          <Column
            field="createdAt"
            header={t('companies.columns.created')}
            sortable
            body={(row: CompanyListItem) => formatDate(row.createdAt)}
          />
          {props.canEdit && (
            <Column
              header={t('companies.columns.actions')}
              body={(row: CompanyListItem) => (
                <Link
                  to={pathFor('companiesEdit', { id: row.id })}
                  className="p-button p-button-text p-button-sm"
                  aria-label={t('companies.list.edit', { name: row.name })}
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                </Link>
              )}
            />
          )}
        </DataTable>
      )}
    </div>
  );
}
