import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyApplication, MyApplicationStatus } from '#shared/schemas/my-applications.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { jobDetailPath } from '#client/lib/job-path.ts';
import { StatusChip } from './status-chip.tsx';
import { StatusHistory } from './status-history.tsx';

type Props = {
  application: MyApplication;
  statuses: ReadonlyMap<number, MyApplicationStatus>;
};

/** One application or referral: job, company, who started it, status, dates and its history. */
export function ApplicationItem({ application, statuses }: Props) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const [open, setOpen] = useState(false);
  const historyId = useId();
  return (
    <li className="my-applications-item">
      <article className="my-applications-item__body" aria-label={application.jobTitle}>
        <div className="my-applications-item__head">
          <h2 className="my-applications-item__title">
            <Link to={jobDetailPath({ slug: application.jobSlug, id: application.jobId })}>
              {application.jobTitle}
            </Link>
          </h2>
          <StatusChip status={statuses.get(application.statusId)} language={i18n.language} />
        </div>
        <p className="my-applications-item__company">{application.companyName}</p>
        <p className="my-applications-item__kind">
          {application.kind === 'application'
            ? t('myApplications.kind.application')
            : t('myApplications.kind.referral', { name: application.referrerName ?? '' })}
        </p>
        <dl className="my-applications-item__dates">
          <div>
            <dt>{t('myApplications.created')}</dt>
            <dd>
              <time dateTime={application.createdAt}>{appDate.date(application.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('myApplications.updated')}</dt>
            <dd>
              <time dateTime={application.updatedAt}>{appDate.date(application.updatedAt)}</time>
            </dd>
          </div>
        </dl>
        <Button
          type="button"
          text
          icon={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
          label={t(open ? 'myApplications.hideHistory' : 'myApplications.showHistory')}
          aria-expanded={open}
          aria-controls={open ? historyId : undefined}
          onClick={() => setOpen((value) => !value)}
        />
        {open && <StatusHistory id={historyId} application={application} statuses={statuses} />}
      </article>
    </li>
  );
}
