import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { COMPANY_SORTS, type CompanyListItem } from '#shared/schemas/companies.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useCountries } from '#client/api/lookups/get-countries.ts';
import { useLookup } from '#client/api/lookups/get-lookup.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { companiesQueryOptions } from '../api/get-companies.ts';

/** The staff company list: server paging, sorting and filters, CSV export of the same query. */
export function CompaniesTable(props: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const industries = useLookup('industries', lang);
  const countries = useCountries(lang);

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
    <AdminList
      texts={{
        tableLabel: t('companies.list.tableLabel'),
        search: t('companies.list.search'),
        searchPlaceholder: t('companies.list.searchPlaceholder'),
        total: (count) => t('companies.list.total', { count }),
        empty: t('companies.list.empty'),
        loadFailed: t('companies.list.loadFailed'),
        retry: t('common.tryAgain'),
        exportCsv: t('companies.list.exportCsv'),
      }}
      defaultSort={{ field: 'name', order: 'asc' }}
      sorts={COMPANY_SORTS}
      params={{ lang }}
      filters={[
        {
          kind: 'select',
          name: 'active',
          label: t('companies.list.active'),
          placeholder: t('companies.list.allStatuses'),
          // Sent as the query string's text; the server's schema reads the boolean.
          options: [
            { value: 'true', label: t('companies.list.activeOnly') },
            { value: 'false', label: t('companies.list.inactiveOnly') },
          ],
        },
        {
          kind: 'select',
          name: 'industryId',
          label: t('companies.list.industry'),
          placeholder: t('companies.list.allIndustries'),
          options: (industries.data ?? []).map((item) => ({
            value: item.id,
            label: item.description,
          })),
          searchBy: 'label',
          source: { query: industries, failed: t('companies.industriesFailed') },
        },
        {
          kind: 'select',
          name: 'countryId',
          label: t('companies.list.country'),
          placeholder: t('companies.list.allCountries'),
          options: (countries.data ?? []).map((country) => ({
            value: country.id,
            label: country.description,
            searchName: country.searchName,
          })),
          searchBy: 'searchName',
          source: { query: countries, failed: t('jobs.location.loadError') },
        },
      ]}
      queryOptions={companiesQueryOptions}
      onExport={(query) => exportCsv('/companies/export', { ...query }, 'companies.csv')}
      onExportError={(error) =>
        showToast({
          severity: 'error',
          summary: t('companies.list.exportFailed'),
          detail: errorMessage(error, t),
        })
      }
      tableMinWidth="56rem"
      columns={[
        { field: 'name', header: t('companies.columns.name'), sortable: true, body: nameCell },
        {
          field: 'industry',
          header: t('companies.columns.industry'),
          sortable: true,
          body: (row) => row.industryName ?? '—',
        },
        {
          field: 'country',
          header: t('companies.columns.country'),
          sortable: true,
          body: (row) =>
            row.countryName ? [row.cityName, row.countryName].filter(Boolean).join(', ') : '—',
        },
        {
          field: 'active',
          header: t('companies.columns.active'),
          sortable: true,
          body: (row) => (
            <span className={`company-status company-status--${row.active ? 'on' : 'off'}`}>
              {t(row.active ? 'companies.status.active' : 'companies.status.inactive')}
            </span>
          ),
        },
        {
          field: 'memberCount',
          header: t('companies.columns.members'),
          sortable: true,
          align: 'right',
        },
        {
          field: 'openJobCount',
          header: t('companies.columns.openJobs'),
          sortable: true,
          align: 'right',
        },
        {
          field: 'createdAt',
          header: t('companies.columns.created'),
          sortable: true,
          body: (row) => appDate.date(row.createdAt),
        },
      ]}
      rowActions={
        props.canEdit
          ? {
              header: t('companies.columns.actions'),
              body: (row) => (
                <Link
                  to={pathFor('companiesEdit', { id: row.id })}
                  className="p-button p-button-text p-button-sm"
                  aria-label={t('companies.list.edit', { name: row.name })}
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                </Link>
              ),
            }
          : undefined
      }
    />
  );
}
