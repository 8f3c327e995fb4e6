import { Button } from '#client/startup/light/button.tsx';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import { stripTags, truncate } from '#shared/format/text.ts';
import type { Money } from '#shared/schemas/jobs.ts';
import { JobStatusBadge } from '#client/components/jobs/job-status-badge.tsx';
import { jobDetailPath } from '#client/lib/job-path.ts';

export type JobListCardJob = {
  /** Public id. */
  id: string;
  slug: string;
  title: string;
  statusId: number;
  statusName: string;
  /** '#22c55e'. */
  statusColor: string;
  /** HTML or text; tags are stripped and the text cut at 150 characters. */
  description: string;
  reward: Money;
  activeCount?: number | null;
  waitingCount?: number | null;
  /** 0 to 100. */
  progressPct: number;
};

export type JobListCardProps = {
  job: JobListCardJob;
  /** Shows the List Candidates button when given. */
  onListCandidates?: (job: JobListCardJob) => void;
  /** Where the title links; default the job detail page. */
  href?: string;
  className?: string;
};

/**
 * The list-style job card of public-side section 2 (dashboards, job openings): status badge,
 * description without tags cut at 150, reward, optional active and waiting counts, progress bar,
 * List Candidates.
 */
export function JobListCard({ job, onListCandidates, href, className }: JobListCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <article className={['job-list-card', className].filter(Boolean).join(' ')}>
      <header className="job-list-card__head">
        <h3 className="job-list-card__title">
          <Link to={href ?? jobDetailPath(job)}>{job.title}</Link>
        </h3>
        <JobStatusBadge name={job.statusName} color={job.statusColor} />
      </header>
      <p className="job-list-card__text">
        {truncate(stripTags(job.description), LIMITS.cardDescription)}
      </p>
      <p className="job-list-card__reward">
        {t('jobs.card.reward', {
          amount: formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language),
        })}
      </p>
      {(job.activeCount != null || job.waitingCount != null) && (
        <dl className="job-list-card__counts">
          {job.activeCount != null && (
            <div>
              <dt>{t('jobs.card.active')}</dt>
              <dd>{job.activeCount}</dd>
            </div>
          )}
          {job.waitingCount != null && (
            <div>
              <dt>{t('jobs.card.waiting')}</dt>
              <dd>{job.waitingCount}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="job-list-card__progress">
        <span id={`progress-${job.id}`}>{t('jobs.card.progress')}</span>
        <ProgressBar
          value={Math.max(0, Math.min(100, Math.round(job.progressPct)))}
          aria-labelledby={`progress-${job.id}`}
          style={{ height: '0.9rem' }}
        />
      </div>
      {onListCandidates && (
        <Button
          type="button"
          size="small"
          icon="pi pi-users"
          label={t('jobs.card.listCandidates')}
          onClick={() => onListCandidates(job)}
        />
      )}
    </article>
  );
}
