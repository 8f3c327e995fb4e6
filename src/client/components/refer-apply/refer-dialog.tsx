import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants/domain.ts';
import { truncate } from '#shared/format/text.ts';
import { ExistingCandidateForm } from './existing-candidate-form.tsx';
import { NewCandidateForm } from './new-candidate-form.tsx';
import './referrals.css';

export type DialogJob = { id: string; title: string; companyName?: string };

type Mode = 'new' | 'existing';

/** The Refer dialog (550 px): a new candidate or one of the recruiter's own; toggling resets. */
export function ReferDialog({
  job,
  onClose,
  onDone,
}: {
  job: DialogJob;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('new');
  const [generation, setGeneration] = useState(0);
  const options: { label: string; value: Mode }[] = [
    { label: t('referrals.refer.modeNew'), value: 'new' },
    { label: t('referrals.refer.modeExisting'), value: 'existing' },
  ];
  return (
    <Dialog
      visible
      modal
      className="referral-dialog"
      header={t(mode === 'new' ? 'referrals.refer.titleNew' : 'referrals.refer.titleExisting')}
      style={{ width: '550px' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={onClose}
    >
      <p className="referral-dialog__job">
        <span className="referral-dialog__job-label">{t('referrals.refer.job')}:</span>{' '}
        <strong>{truncate(job.title, LIMITS.applyDialogTitle)}</strong>
        {job.companyName && <span> · {job.companyName}</span>}
      </p>
      <div
        className="referral-dialog__modes"
        role="group"
        aria-label={t('referrals.refer.modeLabel')}
      >
        {options.map((option) => (
          <Button
            key={option.value}
            type="button"
            size="small"
            label={option.label}
            outlined={mode !== option.value}
            aria-pressed={mode === option.value}
            onClick={() => {
              if (option.value === mode) return;
              setMode(option.value);
              setGeneration((n) => n + 1);
            }}
          />
        ))}
      </div>
      {mode === 'new' ? (
        <NewCandidateForm key={generation} jobId={job.id} onCancel={onClose} onDone={onDone} />
      ) : (
        <ExistingCandidateForm key={generation} jobId={job.id} onCancel={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}
