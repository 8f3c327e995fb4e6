import { Paginator } from '#client/startup/light/paginator.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#shared/format/date.ts';
import { formatMoney } from '#shared/format/money.ts';
import { JOB_SORT_FIELDS } from '#shared/constants/jobs.ts';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { jobDetailPath } from '#client/lib/job-path.ts';
import { JobLogo } from '#client/components/jobs/job-logo.tsx';
import { ReferApplyButtons } from '#client/components/jobs/refer-apply-buttons.tsx';
import type { JobsTableProps } from './jobs-table.tsx';

const COLUMN_KEY = {
  createDate: 'createDate',
  company: 'company',
  name: 'name',
  location: 'location',
  reward: 'reward',
} as const;

/**
 * The results at phone widths: one card per job, a sort selector and the same paginator text.
 * The sort is the phone's own picker (a native select) and the paginator a light one: no
 * PrimeReact component mounts while a rendered job list starts on a phone.
 */
export function JobsMobileList(props: JobsTableProps) {
  const { t, i18n } = useTranslation();
  const id = useId().replace(/:/g, '');
  const options = JOB_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).map((order) => ({
      value: `${field}:${order}`,
      label: `${t(`jobs.list.columns.${COLUMN_KEY[field]}`)} ${order === 'asc' ? '↑' : '↓'}`,
    })),
  );
  return (
    <div className="jobs-mobile" aria-busy={props.loading}>
      <div className="jobs-mobile__sort">
        <label htmlFor={`${id}-sort`}>{t('jobs.list.sortBy')}</label>
        <select
          id={`${id}-sort`}
          className="p-inputtext p-component jobs-mobile__sort-select"
          value={`${props.sort}:${props.order}`}
          onChange={(event) => {
            const [field, order] = event.target.value.split(':') as [
              JobsTableProps['sort'],
              'asc' | 'desc',
            ];
            props.onSort(field, order);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ul className="jobs-mobile__list">
        {props.jobs.map((job: JobSummary) => (
          <li key={job.id} className="jobs-mobile__item">
            <div className="jobs-mobile__head">
              <JobLogo
                src={job.companyLogoUrl}
                alt={t('jobs.card.logoAlt', { company: job.companyName })}
                size={40}
              />
              <div>
                <Link to={jobDetailPath(job)} className="jobs-mobile__title">
                  {job.title}
                </Link>
                <div className="jobs-mobile__company">{job.companyName}</div>
              </div>
            </div>
            <dl className="jobs-mobile__facts">
              <div>
                <dt>{t('jobs.list.columns.location')}</dt>
                <dd>
                  {[job.cityName, job.countryName].filter(Boolean).join(', ') ||
                    t('jobs.card.locationNotSpecified')}
                </dd>
              </div>
              <div>
                <dt>{t('jobs.list.columns.reward')}</dt>
                <dd>{formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('jobs.list.columns.createDate')}</dt>
                <dd>{formatDate(job.createdAt)}</dd>
              </div>
            </dl>
            <ReferApplyButtons
              job={job}
              onRefer={props.onRefer}
              onApply={props.onApply}
              size="small"
            />
          </li>
        ))}
      </ul>
      <Paginator
        first={(props.page - 1) * props.size}
        rows={props.size}
        totalRecords={props.total}
        pageLinkSize={3}
        labels={{
          previous: t('jobs.list.previousPage'),
          next: t('jobs.list.nextPage'),
          page: (page) => t('jobs.list.page', { page }),
          report: t('jobs.list.report'),
        }}
        onPageChange={(page) => props.onPage(page + 1)}
      />
    </div>
  );
}
