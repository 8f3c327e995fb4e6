import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants/domain.ts';
import type { CandidateSummary } from '#shared/schemas/candidates.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useCandidates } from './api/get-candidates.ts';

/** An address that wraps after its @ in a narrow window, not inside a word. */
function BreakableEmail({ email }: { email: string | null }) {
  const at = email?.indexOf('@') ?? -1;
  if (!email || at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The recruiter's own candidates, searchable, 4 rows a page; one can be selected. */
export function CandidatePicker({
  selected,
  onSelect,
  invalid,
}: {
  selected: CandidateSummary | null;
  onSelect: (candidate: CandidateSummary) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const size = LIMITS.referListPageSize;
  const list = useCandidates({ search: search || undefined, page, size });
  return (
    <div className={`candidate-picker${invalid ? ' candidate-picker--invalid' : ''}`}>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          value={typed}
          placeholder={t('referrals.refer.searchCandidates')}
          aria-label={t('referrals.refer.searchCandidates')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </IconField>
      {list.isError && !list.data ? (
        <LoadError message={t('referrals.refer.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          value={list.data?.items ?? []}
          dataKey="id"
          lazy
          paginator
          rows={size}
          first={(page - 1) * size}
          totalRecords={list.data?.total ?? 0}
          onPage={(event) => setPage(Math.floor(event.first / size) + 1)}
          loading={list.isFetching}
          selectionMode="single"
          metaKeySelection={false}
          selection={selected}
          onSelectionChange={(event) => {
            if (event.value) onSelect(event.value as CandidateSummary);
          }}
          paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate={t('referrals.refer.paginator')}
          emptyMessage={t('referrals.refer.noCandidates')}
          size="small"
          aria-label={t('referrals.refer.titleExisting')}
        >
          <Column selectionMode="single" headerStyle={{ width: '3rem' }} />
          <Column
            header={t('referrals.refer.candidateColumns.name')}
            body={(row: CandidateSummary) => `${row.firstname} ${row.lastname}`}
          />
          <Column
            header={t('referrals.refer.candidateColumns.email')}
            body={(row: CandidateSummary) => <BreakableEmail email={row.email} />}
            className="candidate-picker__email"
          />
        </DataTable>
      )}
    </div>
  );
}
