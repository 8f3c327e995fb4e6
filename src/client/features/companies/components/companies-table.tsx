import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
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
import { ListResults } from '#client/components/admin-list/list-states.tsx';
import {
  ExportCsvButton,
  HIDDEN_SELECT as HIDDEN,
  ListSearchField,
  ListToolbar,
  useCsvExport,
} from '#client/components/admin-list/list-toolbar.tsx';
import { useListQuery } from '#client/components/admin-list/use-list-query.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useCompanies } from '../api/get-companies.ts';

const isSort = (value: unknown): value is CompanySort =>
  (COMPANY_SORTS as readonly unknown[]).includes(value);

/** The staff company list: server paging, sorting and filters, CSV export of the same query. */
export function CompaniesTable(props: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const listQuery = useListQuery<CompanySort>({
    defaultSort: { field: 'name', order: 'asc' },
    isSort,
  });
  const { sort, resetPage } = listQuery;
  const [active, setActive] = useState<'true' | 'false' | null>(null);
  const [industryId, setIndustryId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const industries = useLookup('industries', lang);
  const countries = useCountries(lang);

  const filters = {
    sort: sort.field,
    order: sort.order,
    q: listQuery.q,
    active: active === null ? undefined : active === 'true',
    industryId: industryId ?? undefined,
    countryId: countryId ?? undefined,
    lang,
  } satisfies Omit<CompaniesQuery, 'page' | 'size'>;
  const query: CompaniesQuery = { ...filters, ...listQuery.paging };
  const list = useCompanies(query);

  const exporter = useCsvExport(
    () => exportCsv('/companies/export', { ...filters }, 'companies.csv'),
    (error) =>
      showToast({
        severity: 'error',
        summary: t('companies.list.exportFailed'),
        detail: errorMessage(error, t),
      }),
  );

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
      <ListToolbar className="companies-toolbar">
        <ListSearchField
          id={`${id}-search`}
          className="company-form__field companies-toolbar__search"
          label={t('companies.list.search')}
          placeholder={t('companies.list.searchPlaceholder')}
          value={listQuery.search}
          onChange={listQuery.setSearch}
        />
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
        <ExportCsvButton
          label={t('companies.list.exportCsv')}
          exporter={exporter}
          className="companies-toolbar__export"
        />
      </ListToolbar>
      <ListResults
        list={list}
        totalText={(count) => t('companies.list.total', { count })}
        totalClassName="companies-table__total"
        errorClassName="page-state"
        loadFailed={t('companies.list.loadFailed')}
        retryLabel={t('common.tryAgain')}
      >
        <DataTable
          {...listQuery.tableProps}
          value={list.data?.items ?? []}
          totalRecords={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage={t('companies.list.empty')}
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
      </ListResults>
    </div>
  );
}
