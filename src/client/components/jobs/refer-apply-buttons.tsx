import { Button } from '#client/startup/light/button.tsx';
import { useTranslation } from 'react-i18next';
import type { LaunchableJob } from '#client/components/refer-apply/use-refer-apply.tsx';
import './job-ui.css';

export type ReferApplyButtonsProps = {
  job: LaunchableJob;
  onRefer: (job: LaunchableJob) => void;
  onApply: (job: LaunchableJob) => void;
  size?: 'small' | 'large';
  className?: string;
};

/**
 * The spec's button rules per flag: 1 enabled, 0 disabled (Apply then reads 'Applied'), -1 hidden.
 * One column when a button is hidden, two otherwise.
 */
export function ReferApplyButtons({
  job,
  onRefer,
  onApply,
  size,
  className,
}: ReferApplyButtonsProps) {
  const { t } = useTranslation();
  const shown = [job.showRefer, job.showApply].filter((flag) => flag !== -1).length;
  if (shown === 0) return null;
  const label = (action: string) => `${action} – ${job.title}`;
  return (
    <div
      className={['refer-apply', shown === 1 ? 'refer-apply--one' : 'refer-apply--two', className]
        .filter(Boolean)
        .join(' ')}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      role="presentation"
    >
      {job.showRefer !== -1 && (
        <Button
          type="button"
          size={size}
          label={job.showRefer === 0 ? t('jobs.card.referred') : t('jobs.card.refer')}
          aria-label={label(job.showRefer === 0 ? t('jobs.card.referred') : t('jobs.card.refer'))}
          icon="pi pi-user-plus"
          outlined
          disabled={job.showRefer === 0}
          onClick={() => onRefer(job)}
        />
      )}
      {job.showApply !== -1 && (
        <Button
          type="button"
          size={size}
          label={job.showApply === 0 ? t('jobs.card.applied') : t('jobs.card.apply')}
          aria-label={label(job.showApply === 0 ? t('jobs.card.applied') : t('jobs.card.apply'))}
          icon="pi pi-send"
          disabled={job.showApply === 0}
          onClick={() => onApply(job)}
        />
      )}
    </div>
  );
}
