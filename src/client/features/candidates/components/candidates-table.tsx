import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { CANDIDATE_SORTS, type CandidateRecord } from '#shared/schemas/candidates.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useCountries } from '#client/api/lookups/get-countries.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { candidateRecordsQueryOptions } from '../api/get-candidate-records.ts';
import { useDeleteCandidate } from '../api/delete-candidate.ts';
import { useEducationLevels } from '../api/get-education-levels.ts';

const fullName = (row: CandidateRecord) => `${row.firstname} ${row.lastname}`;

export type CandidatesTableProps = {
  /** Staff: every record with an owner column and filter. */
  isStaff: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Recruiters refer from the job openings. */
  canRefer: boolean;
};

/** Candidate records: server paging, sorting and filters, CSV export, edit/history/delete. */
export function CandidatesTable(props: CandidatesTableProps) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const countries = useCountries(lang);
  const levels = useEducationLevels(lang);
  const remove = useDeleteCandidate();

  const askDelete = (row: CandidateRecord) =>
    confirmDialog({
      header: t('userAdmin.users.confirm.title'),
      message: t('userAdmin.candidates.confirmDelete', { name: fullName(row) }),
      acceptLabel: t('userAdmin.yes'),
      rejectLabel: t('userAdmin.no'),
      acceptClassName: 'p-button-danger',
      accept: () =>
        remove.mutate(row.id, {
          onSuccess: () =>
            showToast({ severity: 'success', summary: t('userAdmin.candidates.deleted') }),
          onError: (error) =>
            showToast({
              severity: 'error',
              summary: t('userAdmin.candidates.deleteFailed'),
              detail:
                error instanceof ApiError && error.status === 409
                  ? t('userAdmin.candidates.hasReferrals')
                  : errorMessage(error, t),
            }),
        }),
    });

  const actions = (row: CandidateRecord) => {
    const name = fullName(row);
    return (
      <span className="admin-actions">
        {props.canEdit && (
          <Link
            to={pathFor('candidateEdit', { id: row.id })}
            className="p-button p-button-text p-button-rounded p-button-icon-only"
            aria-label={t('userAdmin.candidates.actions.edit', { name })}
          >
            <i className="pi pi-pencil" aria-hidden="true" />
          </Link>
        )}
        <Link
          to={pathFor('candidateHistory', { userId: row.ownerId, candidateId: row.id })}
          className="p-button p-button-text p-button-rounded p-button-icon-only"
          aria-label={t('userAdmin.candidates.actions.history', { name })}
        >
          <i className="pi pi-history" aria-hidden="true" />
        </Link>
        {props.canRefer && (
          <Link
            to={pathFor('jobOpenings')}
            className="p-button p-button-text p-button-rounded p-button-icon-only"
            aria-label={t('userAdmin.candidates.actions.refer', { name })}
          >
            <i className="pi pi-send" aria-hidden="true" />
          </Link>
        )}
        {props.canDelete && row.referralCount === 0 && (
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('userAdmin.candidates.actions.delete', { name })}
            onClick={() => askDelete(row)}
          />
        )}
      </span>
    );
  };

  return (
    <AdminList
      texts={{
        tableLabel: t('userAdmin.candidates.tableLabel'),
        search: t('userAdmin.search'),
        searchPlaceholder: t('userAdmin.candidates.searchPlaceholder'),
        total: (count) => t('userAdmin.total', { count }),
        empty: t('userAdmin.candidates.empty'),
        emptyFiltered: t('userAdmin.candidates.emptyFiltered'),
        loadFailed: t('userAdmin.loadFailed'),
        retry: t('userAdmin.retry'),
        exportCsv: t('userAdmin.exportCsv'),
      }}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      sorts={CANDIDATE_SORTS}
      params={{ lang }}
      filters={[
        {
          kind: 'select',
          name: 'countryId',
          label: t('userAdmin.candidates.country'),
          placeholder: t('userAdmin.candidates.allCountries'),
          options: (countries.data ?? []).map((country) => ({
            value: country.id,
            label: country.description,
            searchName: country.searchName,
          })),
          searchBy: 'searchName,label',
          virtual: true,
          source: { query: countries, failed: t('jobs.location.loadError') },
        },
        {
          kind: 'select',
          name: 'educationLevelId',
          label: t('userAdmin.candidates.educationLevel'),
          placeholder: t('userAdmin.candidates.allLevels'),
          options: (levels.data ?? []).map((level) => ({
            value: level.id,
            label: level.description,
          })),
          source: { query: levels, failed: t('userAdmin.candidates.levelsFailed') },
        },
        {
          kind: 'date',
          name: 'createdFrom',
          label: t('userAdmin.candidates.createdFrom'),
          before: 'createdTo',
        },
        {
          kind: 'date',
          name: 'createdTo',
          label: t('userAdmin.candidates.createdTo'),
          after: 'createdFrom',
        },
        props.isStaff && {
          kind: 'text',
          name: 'owner',
          label: t('userAdmin.candidates.owner'),
          placeholder: t('userAdmin.candidates.ownerPlaceholder'),
        },
      ]}
      queryOptions={candidateRecordsQueryOptions}
      onExport={(query) => exportCsv('/candidates/export', { ...query }, 'candidates.csv')}
      onExportError={(error) =>
        showToast({
          severity: 'error',
          summary: t('userAdmin.exportFailed'),
          detail: errorMessage(error, t),
        })
      }
      tableMinWidth={props.isStaff ? '72rem' : '64rem'}
      columns={[
        {
          field: 'name',
          header: t('userAdmin.candidates.columns.name'),
          sortable: true,
          body: (row) =>
            props.canEdit ? (
              <Link to={pathFor('candidateEdit', { id: row.id })}>{fullName(row)}</Link>
            ) : (
              fullName(row)
            ),
        },
        {
          field: 'email',
          header: t('userAdmin.candidates.columns.email'),
          sortable: true,
          body: (row) => row.email ?? '—',
        },
        {
          field: 'mobile',
          header: t('userAdmin.candidates.columns.mobile'),
          sortable: true,
          body: (row) => row.mobile ?? '—',
        },
        {
          field: 'country',
          header: t('userAdmin.candidates.columns.country'),
          sortable: true,
          body: (row) => [row.cityName, row.countryName].filter(Boolean).join(', ') || '—',
        },
        {
          field: 'educationLevel',
          header: t('userAdmin.candidates.columns.educationLevel'),
          sortable: true,
          body: (row) => row.educationLevelName ?? '—',
        },
        props.isStaff && {
          field: 'owner',
          header: t('userAdmin.candidates.columns.owner'),
          sortable: true,
          body: (row) => row.ownerName,
        },
        {
          header: t('userAdmin.candidates.columns.referrals'),
          align: 'right',
          body: (row) => row.referralCount,
        },
        {
          field: 'createdAt',
          header: t('userAdmin.candidates.columns.created'),
          sortable: true,
          body: (row) => appDate.date(row.createdAt),
        },
      ]}
      rowActions={{ header: t('userAdmin.actionsColumn'), body: actions }}
    />
  );
}
