import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import { truncate } from '#shared/format/text.ts';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { JobLogo } from '#client/components/jobs/job-logo.tsx';
import { ReferApplyButtons } from '#client/components/jobs/refer-apply-buttons.tsx';
import type { LaunchableJob } from '#client/components/refer-apply/use-refer-apply.tsx';
import { jobDetailPath } from '#client/lib/job-path.ts';

export type JobCardProps = {
  job: JobSummary;
  onRefer: (job: LaunchableJob) => void;
  onApply: (job: LaunchableJob) => void;
};

/** The home carousel's job card: logo, company, short name (link), reward, place, Refer and Apply. */
export function JobCard({ job, onRefer, onApply }: JobCardProps) {
  const { t, i18n } = useTranslation();
  const place = [job.cityName, job.countryName].filter(Boolean).join(', ');
  return (
    <article className="job-card">
      <div className="job-card__head">
        <JobLogo
          src={job.companyLogoUrl}
          alt={t('jobs.card.logoAlt', { company: job.companyName })}
        />
        <span className="job-card__company">{job.companyName}</span>
      </div>
      <h3 className="job-card__title">
        <Link to={jobDetailPath(job)} title={job.title}>
          {truncate(job.title, 40)}
        </Link>
      </h3>
      <p className="job-card__reward">
        {t('jobs.card.reward', {
          amount: formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language),
        })}
      </p>
      <p className="job-card__place">
        <span className="pi pi-map-marker" aria-hidden="true" />{' '}
        {place || t('jobs.card.locationNotSpecified')}
      </p>
      <ReferApplyButtons job={job} onRefer={onRefer} onApply={onApply} size="small" />
    </article>
  );
}
