import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { pathFor } from '#shared/routes.ts';
import { useJobForm } from '../api/get-job-form.ts';
import { EMPTY_FORM, fromResponse } from '../components/form-state.ts';
import { JobForm } from '../components/job-form.tsx';
import '../job-admin.css';

/** Choosing Open on an unpaid job: checkout for its posting fee. */
const checkoutPath = (jobId: string) => `${pathFor('checkout')}?job=${jobId}`;

/** /chrs/jobs/create */
export function JobCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="job-admin-page">
      <header className="page-head">
        <h1>{t('jobAdmin.createTitle')}</h1>
        <p className="page-head__sub">{t('jobAdmin.createSubtitle')}</p>
      </header>
      <JobForm
        initial={EMPTY_FORM}
        onSaved={(saved) =>
          void navigate(
            saved.checkoutRequired
              ? checkoutPath(saved.id)
              : `${pathFor('applications')}?job=${saved.id}`,
          )
        }
      />
    </div>
  );
}

/** /chrs/jobs/edit/:id? (without an id: a pointer to the applications page, where jobs are picked) */
export function JobEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const job = useJobForm(id);
  return (
    <div className="job-admin-page">
      <header className="page-head">
        <h1>{t('jobAdmin.editTitle')}</h1>
      </header>
      {!id && (
        <p className="page-state">
          {t('jobAdmin.noJobChosen')}{' '}
          <Link to={pathFor('applications')}>{t('menu.applications')}</Link>
        </p>
      )}
      {id && job.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {id && job.isError && (
        <div className="page-state" role="alert">
          <p>{t('jobAdmin.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void job.refetch()} />
        </div>
      )}
      {job.data && (
        <JobForm
          key={job.data.id}
          jobId={job.data.id}
          initial={fromResponse(job.data)}
          awaitingPayment={job.data.values.statusId === JOB_STATUS.pendingPayment}
          onSaved={(saved) => {
            if (saved.checkoutRequired) void navigate(checkoutPath(saved.id));
          }}
        />
      )}
    </div>
  );
}
