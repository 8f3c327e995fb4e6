import { Button } from '#client/startup/light/button.tsx';
import { PrimeStyleScope } from '#client/startup/prime-styles/prime-style-scope.tsx';
import { Skeleton } from '#client/startup/light/skeleton.tsx';
import { Tag } from '#client/startup/light/tag.tsx';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { JOB_STATUS, LIMITS } from '#shared/constants/domain.ts';
import { formatDate } from '#shared/format/date.ts';
import { formatMoney } from '#shared/format/money.ts';
import { formatSalary } from '#shared/format/salary.ts';
import { truncate } from '#shared/format/text.ts';
import { pathFor } from '#shared/routes.ts';
import type { JobDetail } from '#shared/schemas/jobs.ts';
import { ApiError } from '#client/api/api-error.ts';
import { useSession } from '#client/session/use-session.ts';
import { useDeferredAnswer } from '#client/hooks/use-deferred-answer.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useJobDetail } from '../api/get-job-detail.ts';
import { useSimilarJobs } from '../api/get-similar-jobs.ts';
import { JobLogo } from '#client/components/jobs/job-logo.tsx';
import { JobRecruiters, JobResponsibles } from '../components/job-people.tsx';
import { JobStatusBadge } from '#client/components/jobs/job-status-badge.tsx';
import { ReferApplyButtons } from '#client/components/jobs/refer-apply-buttons.tsx';
import { useReferApply } from '#client/components/refer-apply/use-refer-apply.tsx';
import { SimilarJobs, shareJob } from '../components/similar-jobs.tsx';
import { parseJobRouteId } from '#client/lib/job-path.ts';
import '../jobs.css';
import './job-detail-page.css';

function DetailSkeleton() {
  return (
    <div className="job-detail job-detail--loading page-container" aria-busy="true">
      <Skeleton height="9rem" className="mb-3" />
      <Skeleton height="20rem" />
    </div>
  );
}

function Stat({ icon, label, value }: { icon: string; label: string; value: string | number }) {
  return (
    <div className="job-detail__stat">
      <span className={`pi ${icon}`} aria-hidden="true" />
      <span className="job-detail__stat-value">{value}</span>
      <span className="job-detail__stat-label">{label}</span>
    </div>
  );
}

/** Job detail: public view for visitors, inside the app layout for logged-in users. */
export function JobDetailPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const { id, noSimilar } = parseJobRouteId(params.id);
  const { user } = useSession();
  const userId = user?.id ?? null;
  const detail = useJobDetail(id, i18n.language, userId);
  const similar = useSimilarJobs(id, i18n.language, userId, !noSimilar && detail.isSuccess);
  const similarShown = useDeferredAnswer(similar);
  const { refetch: refetchSimilar } = similar;
  const retrySimilar = useCallback(() => void refetchSimilar(), [refetchSimilar]);
  // The page renders from the deferred answer: in a transition, in slices, not in one task.
  const shown = useDeferredAnswer(detail);
  const { refer, apply, dialogs } = useReferApply({ onDone: () => void detail.refetch() });
  useDocumentTitle(detail.data?.title ?? t('jobs.list.title'));

  if (shown.pending) return <DetailSkeleton />;
  if (detail.isError || !shown.data) {
    const missing =
      detail.error instanceof ApiError &&
      (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className="job-detail page-container">
        <section className="jobs-empty" role="alert">
          <span className="pi pi-briefcase jobs-empty__icon" aria-hidden="true" />
          <h1>{missing ? t('jobs.detail.notFoundTitle') : t('jobs.list.errorTitle')}</h1>
          <p>{missing ? t('jobs.detail.notFoundText') : t('jobs.detail.loadError')}</p>
          <div className="jobs-empty__actions">
            {!missing && (
              <Button label={t('common.tryAgain')} onClick={() => void detail.refetch()} />
            )}
            <Link className="p-button p-button-outlined" to={pathFor('jobs')}>
              {t('jobs.empty.viewAll')}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  const job: JobDetail = shown.data;
  const place = [job.cityName, job.countryName].filter(Boolean).join(', ');
  const salary = formatSalary(job.salary, { upTo: t('jobs.detail.upTo'), locale: i18n.language });
  const tags = [job.jobTypeName, job.recruitmentTypeName, job.remoteTypeName].filter(
    (tag): tag is string => Boolean(tag),
  );

  return (
    <PrimeStyleScope>
      <div className="job-detail page-container">
        <Link to={pathFor('jobs')} className="job-detail__back">
          <span className="pi pi-arrow-left" aria-hidden="true" /> {t('jobs.detail.back')}
        </Link>
        <section className="job-detail__card job-detail__header">
          <JobLogo
            src={job.companyLogoUrl}
            alt={t('jobs.card.logoAlt', { company: job.companyName })}
            size={88}
            className="job-detail__logo"
          />
          <div className="job-detail__heading">
            <div className="job-detail__badges">
              <span className="job-detail__ref" title={job.referenceCode}>
                <span className="visually-hidden">
                  {`${t('jobs.detail.reference')}: ${job.referenceCode}`}
                </span>
                <span aria-hidden="true">{truncate(job.referenceCode, LIMITS.referenceCode)}</span>
              </span>
              {job.statusId !== JOB_STATUS.open && (
                <JobStatusBadge name={job.statusName} color={job.statusColor} />
              )}
            </div>
            <h1 title={job.title}>{truncate(job.title, LIMITS.detailTitle)}</h1>
            <p className="job-detail__company">
              {job.companyName} · {t('jobs.detail.postedOn', { date: formatDate(job.createdAt) })}
            </p>
            <div className="job-detail__tags">
              {tags.map((tag) => (
                <Tag key={tag} value={tag} severity="info" rounded />
              ))}
            </div>
            <p className="job-detail__place">
              <span className="pi pi-map-marker" aria-hidden="true" />{' '}
              {place || t('jobs.card.locationNotSpecified')}
            </p>
            <div className="job-detail__money">
              <Tag
                className="job-detail__reward"
                value={t('jobs.card.reward', {
                  amount: formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language),
                })}
                severity="success"
              />
              {salary && (
                <Tag
                  className="job-detail__salary"
                  value={salary}
                  severity="secondary"
                  icon="pi pi-wallet"
                />
              )}
            </div>
          </div>
          <div className="job-detail__actions">
            <ReferApplyButtons job={job} onRefer={refer} onApply={apply} />
            <Button
              type="button"
              icon="pi pi-share-alt"
              label={t('jobs.detail.share')}
              text
              onClick={() => void shareJob(job, t)}
            />
          </div>
        </section>

        <div className="job-detail__stats">
          <Stat icon="pi-users" label={t('jobs.detail.activeCount')} value={job.activeCount} />
          <Stat icon="pi-clock" label={t('jobs.detail.waitingCount')} value={job.waitingCount} />
          <Stat icon="pi-eye" label={t('jobs.detail.views')} value={job.viewCount} />
          <Stat
            icon="pi-building"
            label={t('jobs.detail.sector')}
            value={job.industryName ?? t('jobs.detail.notSpecified')}
          />
        </div>

        <div className="job-detail__grid">
          <div className="job-detail__main">
            {(job.recruiters.length > 0 || job.responsibles.length > 0) && (
              <section className="job-detail__card job-detail__team">
                {job.recruiters.length > 0 && (
                  <div>
                    <h2>{t('jobs.detail.recruiters')}</h2>
                    <JobRecruiters people={job.recruiters} />
                  </div>
                )}
                {job.responsibles.length > 0 && (
                  <div>
                    <h2>{t('jobs.detail.responsibles')}</h2>
                    <JobResponsibles people={job.responsibles} />
                  </div>
                )}
              </section>
            )}
            <section className="job-detail__card">
              <h2>{t('jobs.detail.definition')}</h2>
              <div
                className="rich-text"
                dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
              />
            </section>
            {job.qualificationHtml !== '' && (
              <section className="job-detail__card">
                <h2>{t('jobs.detail.qualifications')}</h2>
                <div
                  className="rich-text"
                  dangerouslySetInnerHTML={{ __html: job.qualificationHtml }}
                />
              </section>
            )}
            <section className="job-detail__card">
              <h2>{t('jobs.detail.payRange')}</h2>
              <p>{salary ?? t('jobs.detail.notSpecified')}</p>
            </section>
          </div>
          <aside className="job-detail__side">
            <section className="job-detail__card job-detail__company-card">
              <h2>{t('jobs.detail.company')}</h2>
              <div className="job-detail__company-head">
                <JobLogo
                  src={job.companyLogoUrl}
                  alt={t('jobs.card.logoAlt', { company: job.companyName })}
                  size={56}
                />
                <strong>{job.companyName}</strong>
              </div>
              {job.companyWebsite && (
                <a href={job.companyWebsite} target="_blank" rel="noopener noreferrer nofollow">
                  <span className="pi pi-external-link" aria-hidden="true" />{' '}
                  {t('jobs.detail.website')}
                </a>
              )}
              {job.industryName && (
                <p>
                  <strong>{t('jobs.detail.industry')}:</strong> {job.industryName}
                </p>
              )}
              <p className="job-detail__company-text">
                {job.companyDescription || t('jobs.detail.noCompanyDescription')}
              </p>
            </section>
            {!noSimilar && (
              <SimilarJobs
                jobs={similarShown.data}
                loading={similarShown.pending}
                failed={similarShown.failed}
                onRetry={retrySimilar}
                onRefer={refer}
                onApply={apply}
              />
            )}
          </aside>
        </div>
        {dialogs}
      </div>
    </PrimeStyleScope>
  );
}
