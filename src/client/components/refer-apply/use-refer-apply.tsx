import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ShowFlag } from '#shared/schemas/jobs.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useSession } from '#client/session/use-session.ts';
import { loadFullCatalogue, withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { loginPathWithRedirect } from '#client/session/redirect-target.ts';

// Loaded on first use: the dialogs (forms, phone input, CV upload) stay out of the home page's JS.
const ReferApplyDialog = lazy(
  withPrimeReactLocale(() =>
    Promise.all([import('./refer-apply-dialog.tsx'), loadFullCatalogue()]).then(([m]) => ({
      default: m.ReferApplyDialog,
    })),
  ),
);

/** What starting a referral or an application needs to know about a job. */
export type LaunchableJob = {
  /** The job's public id. */
  id: string;
  title: string;
  companyName?: string;
  showRefer: ShowFlag;
  showApply: ShowFlag;
};

export type ReferApplyMode = 'refer' | 'apply';

export type ReferApply = {
  /** Start a referral: login when logged out, the info toast when already referred, else the dialog. */
  refer: (job: LaunchableJob) => void;
  /** Start an application: the same rules with 'Already Applied'. */
  apply: (job: LaunchableJob) => void;
  /** Render once, anywhere in the page: the open dialog (or nothing). */
  dialogs: ReactNode;
};

/**
 * THE single entry point for Refer and Apply (job cards, the jobs table, job detail, similar jobs).
 *
 *   const { refer, apply, dialogs } = useReferApply({ onDone: () => refetch() });
 *   <Button onClick={() => refer(job)} />  ...  {dialogs}
 *
 * Logged out: goes to login with the current path as `redirect`. Already done (flag 0): the spec's
 * info toast, nothing else. Otherwise the refer/apply feature's 550 px dialog opens with the job
 * (`ReferApplyDialog`: mode, job, onClose, onDone).
 */
export function useReferApply(options: { onDone?: () => void } = {}): ReferApply {
  const { t } = useTranslation();
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<{ mode: ReferApplyMode; job: LaunchableJob } | null>(null);
  const { onDone } = options;

  const start = useCallback(
    (mode: ReferApplyMode, job: LaunchableJob) => {
      if (status === 'anonymous') {
        void navigate(loginPathWithRedirect(`${location.pathname}${location.search}`));
        return;
      }
      const flag = mode === 'refer' ? job.showRefer : job.showApply;
      if (flag === 0) {
        showToast({
          severity: 'info',
          summary: t(
            mode === 'refer'
              ? 'jobs.launcher.alreadyReferredTitle'
              : 'jobs.launcher.alreadyAppliedTitle',
          ),
          detail: t(
            mode === 'refer'
              ? 'jobs.launcher.alreadyReferredText'
              : 'jobs.launcher.alreadyAppliedText',
          ),
        });
        return;
      }
      if (flag === -1) return;
      setOpen({ mode, job });
    },
    [status, navigate, location.pathname, location.search, t],
  );

  const dialogs = useMemo(
    () =>
      open ? (
        <Suspense fallback={null}>
          <ReferApplyDialog
            mode={open.mode}
            job={open.job}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              onDone?.();
            }}
          />
        </Suspense>
      ) : null,
    [open, onDone],
  );

  return {
    refer: useCallback((job: LaunchableJob) => start('refer', job), [start]),
    apply: useCallback((job: LaunchableJob) => start('apply', job), [start]),
    dialogs,
  };
}
