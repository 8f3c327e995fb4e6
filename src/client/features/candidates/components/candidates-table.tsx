import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#shared/format/date.ts';
import { pathFor } from '#shared/routes.ts';
import {
  CANDIDATE_SORTS,
  type CandidateRecord,
  type CandidateRecordExportQuery,
} from '#shared/schemas/candidates.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { ListResults } from '#client/components/admin-list/list-states.tsx';
import {
  ExportCsvButton,
  HIDDEN_SELECT as HIDDEN,
  ListSearchField,
  ListToolbar,
  useCsvExport,
} from '#client/components/admin-list/list-toolbar.tsx';
import { useDebounced } from '#client/components/admin-list/use-debounced.ts';
import { useListQuery } from '#client/components/admin-list/use-list-query.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useCountries } from '#client/features/lookups/api/get-countries.ts';
import { exportCsv } from '#client/lib/export-csv.ts';
import { useCandidateRecords } from '../api/get-candidate-records.ts';
import { useDeleteCandidate } from '../api/delete-candidate.ts';
import { useEducationLevels } from '../api/get-education-levels.ts';

type Sort = (typeof CANDIDATE_SORTS)[number];
const isSort = (value: unknown): value is Sort =>
  (CANDIDATE_SORTS as readonly unknown[]).includes(value);
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
  const id = useId();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const listQuery = useListQuery<Sort>({
    defaultSort: { field: 'createdAt', order: 'desc' },
    isSort,
  });
  const { sort, resetPage } = listQuery;
  const [ownerText, setOwnerText] = useState('');
  const owner = useDebounced(ownerText.trim(), 300);
  const [countryId, setCountryId] = useState<number | null>(null);
  const [levelId, setLevelId] = useState<number | null>(null);
  const [createdFrom, setCreatedFrom] = useState('');
  const [createdTo, setCreatedTo] = useState('');
  const countries = useCountries(lang);
  const levels = useEducationLevels(lang);
  const remove = useDeleteCandidate();

  const filters = {
    sort: sort.field,
    order: sort.order,
    q: listQuery.q,
    countryId: countryId ?? undefined,
    educationLevelId: levelId ?? undefined,
    createdFrom: createdFrom || undefined,
    createdTo: createdTo || undefined,
    owner: props.isStaff && owner ? owner : undefined,
    lang,
  } satisfies CandidateRecordExportQuery;
  const list = useCandidateRecords({ ...filters, ...listQuery.paging });
  const filtered = Boolean(
    filters.q || countryId || levelId || createdFrom || createdTo || filters.owner,
  );
  const exporter = useCsvExport(
    () => exportCsv('/candidate-records/export', { ...filters }, 'candidates.csv'),
    (error) =>
      showToast({
        severity: 'error',
        summary: t('userAdmin.exportFailed'),
        detail: errorMessage(error, t),
      }),
  );

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
    <div className="admin-list">
      <ListToolbar className="admin-toolbar">
        <ListSearchField
          id={`${id}-search`}
          className="admin-field admin-field--search"
          label={t('userAdmin.search')}
          placeholder={t('userAdmin.candidates.searchPlaceholder')}
          value={listQuery.search}
          onChange={listQuery.setSearch}
        />
        <span className="admin-field">
          <label htmlFor={`${id}-country`}>{t('userAdmin.candidates.country')}</label>
          <Dropdown
            inputId={`${id}-country`}
            pt={HIDDEN}
            value={countryId}
            showClear
            filter
            filterBy="searchName,description"
            placeholder={t('userAdmin.candidates.allCountries')}
            options={countries.data ?? []}
            optionLabel="description"
            optionValue="id"
            virtualScrollerOptions={{ itemSize: 38 }}
            onChange={(event) => {
              setCountryId((event.value as number | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <span className="admin-field">
          <label htmlFor={`${id}-level`}>{t('userAdmin.candidates.educationLevel')}</label>
          <Dropdown
            inputId={`${id}-level`}
            pt={HIDDEN}
            value={levelId}
            showClear
            placeholder={t('userAdmin.candidates.allLevels')}
            options={levels.data ?? []}
            optionLabel="description"
            optionValue="id"
            onChange={(event) => {
              setLevelId((event.value as number | null) ?? null);
              resetPage();
            }}
          />
        </span>
        <span className="admin-field admin-field--date">
          <label htmlFor={`${id}-from`}>{t('userAdmin.candidates.createdFrom')}</label>
          <InputText
            id={`${id}-from`}
            type="date"
            value={createdFrom}
            max={createdTo || undefined}
            onChange={(event) => {
              setCreatedFrom(event.target.value);
              resetPage();
            }}
          />
        </span>
        <span className="admin-field admin-field--date">
          <label htmlFor={`${id}-to`}>{t('userAdmin.candidates.createdTo')}</label>
          <InputText
            id={`${id}-to`}
            type="date"
            value={createdTo}
            min={createdFrom || undefined}
            onChange={(event) => {
              setCreatedTo(event.target.value);
              resetPage();
            }}
          />
        </span>
        {props.isStaff && (
          <span className="admin-field">
            <label htmlFor={`${id}-owner`}>{t('userAdmin.candidates.owner')}</label>
            <InputText
              id={`${id}-owner`}
              type="search"
              value={ownerText}
              placeholder={t('userAdmin.candidates.ownerPlaceholder')}
              onChange={(event) => {
                setOwnerText(event.target.value);
                resetPage();
              }}
            />
          </span>
        )}
        <ExportCsvButton
          label={t('userAdmin.exportCsv')}
          exporter={exporter}
          className="admin-toolbar__export"
        />
      </ListToolbar>
      <ListResults
        list={list}
        totalText={(count) => t('userAdmin.total', { count })}
        totalClassName="admin-list__total"
        errorClassName="admin-list__state"
        loadFailed={t('userAdmin.loadFailed')}
        retryLabel={t('userAdmin.retry')}
      >
        <DataTable
          {...listQuery.tableProps}
          value={list.data?.items ?? []}
          rowsPerPageOptions={[10, 25, 50, 100]}
          pt={{ paginator: { RPPDropdown: HIDDEN } }}
          totalRecords={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage={t(
            filtered ? 'userAdmin.candidates.emptyFiltered' : 'userAdmin.candidates.empty',
          )}
          tableStyle={{ minWidth: props.isStaff ? '72rem' : '64rem' }}
          aria-label={t('userAdmin.candidates.tableLabel')}
        >
          <Column
            field="name"
            header={t('userAdmin.candidates.columns.name')}
            sortable
            body={(row: CandidateRecord) =>
              props.canEdit ? (
                <Link to={pathFor('candidateEdit', { id: row.id })}>{fullName(row)}</Link>
              ) : (
                fullName(row)
              )
            }
          />
          <Column
            field="email"
            header={t('userAdmin.candidates.columns.email')}
            sortable
            body={(row: CandidateRecord) => row.email ?? '—'}
          />
          <Column
            field="mobile"
            header={t('userAdmin.candidates.columns.mobile')}
            sortable
            body={(row: CandidateRecord) => row.mobile ?? '—'}
          />
          <Column
            field="country"
            header={t('userAdmin.candidates.columns.country')}
            sortable
            body={(row: CandidateRecord) =>
              [row.cityName, row.countryName].filter(Boolean).join(', ') || '—'
            }
          />
          <Column
            field="educationLevel"
            header={t('userAdmin.candidates.columns.educationLevel')}
            sortable
            body={(row: CandidateRecord) => row.educationLevelName ?? '—'}
          />
          {props.isStaff && (
            <Column
              field="owner"
              header={t('userAdmin.candidates.columns.owner')}
              sortable
              body={(row: CandidateRecord) => row.ownerName}
            />
          )}
          <Column
            header={t('userAdmin.candidates.columns.referrals')}
            align="right"
            body={(row: CandidateRecord) => row.referralCount}
          />
          <Column
            field="createdAt"
            header={t('userAdmin.candidates.columns.created')}
            sortable
            body={(row: CandidateRecord) => formatDate(row.createdAt)}
          />
          <Column header={t('userAdmin.actionsColumn')} body={actions} />
        </DataTable>
      </ListResults>
    </div>
  );
}
