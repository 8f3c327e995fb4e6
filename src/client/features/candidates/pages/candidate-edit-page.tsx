import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useSession } from '#client/session/use-session.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useCandidateRecord } from '../api/get-candidate-record.ts';
import { CandidateForm } from '../components/candidate-form.tsx';
import '../candidates.css';

function useAfterSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    onSaved: (kind: 'created' | 'updated') => {
      showToast({ severity: 'success', summary: t(`userAdmin.candidates.form.${kind}`) });
      void navigate(pathFor('candidates'));
    },
    onCancel: () => void navigate(pathFor('candidates')),
  };
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="candidate-page">
      <Link to={pathFor('candidates')} className="candidate-page__back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('userAdmin.candidates.form.back')}
      </Link>
      <header className="page-head">
        <h1>{title}</h1>
      </header>
      {children}
    </div>
  );
}

/** /chrs/candidate-new */
export function CandidateNewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const after = useAfterSave();
  return (
    <Shell title={t('userAdmin.candidates.form.newTitle')}>
      <CandidateForm prefillFromCv={session.user?.roleId === ROLE.recruiter} {...after} />
    </Shell>
  );
}

/** /chrs/candidate-edit/:id (another recruiter's candidate answers not found). */
export function CandidateEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const after = useAfterSave();
  const query = useCandidateRecord(id);
  return (
    <Shell title={t('userAdmin.candidates.form.editTitle')}>
      {query.isPending && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
      {query.isError && (
        <div className="admin-list__state" role="alert">
          <p>
            {query.error instanceof ApiError && query.error.status === 404
              ? t('userAdmin.candidates.notFound')
              : t('userAdmin.candidates.form.loadFailed')}
          </p>
          <Button type="button" label={t('userAdmin.retry')} onClick={() => void query.refetch()} />
        </div>
      )}
      {query.data && (
        <CandidateForm
          key={query.data.id}
          candidate={query.data}
          prefillFromCv={session.user?.roleId === ROLE.recruiter}
          {...after}
        />
      )}
    </Shell>
  );
}
