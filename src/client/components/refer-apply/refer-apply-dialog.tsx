import { ApplyDialog } from './apply-dialog.tsx';
import { ReferDialog, type DialogJob } from './refer-dialog.tsx';

export type ReferApplyDialogProps = {
  mode: 'refer' | 'apply';
  job: DialogJob;
  onClose: () => void;
  /** A referral or application went through (or the user had already applied): reload the job. */
  onDone: () => void;
};

/** The entry point of the refer/apply feature for the jobs launcher: one dialog per mode. */
export function ReferApplyDialog({ mode, job, onClose, onDone }: ReferApplyDialogProps) {
  return mode === 'refer' ? (
    <ReferDialog job={job} onClose={onClose} onDone={onDone} />
  ) : (
    <ApplyDialog job={job} onClose={onClose} onDone={onDone} />
  );
}
