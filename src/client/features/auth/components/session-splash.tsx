import { useTranslation } from 'react-i18next';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/startup/light/button.tsx';
import { Message } from '#client/startup/light/message.tsx';
import { ProgressBar } from '#client/startup/light/progress-bar.tsx';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { startupErrorText } from '../../../session/startup-error.ts';
import type { SplashPhase } from '#client/hooks/use-splash-phases.ts';

type SessionSplashProps = {
  user: SessionUser | null;
  phase: Exclude<SplashPhase, 'done'>;
  error: unknown;
  maxedOut: boolean;
  onRetry: () => void;
  onGiveUp: () => void;
};

/** Start-up screen while the stored session gets a fresh token: welcome, progress, or the error with retry. */
export function SessionSplash({
  user,
  phase,
  error,
  maxedOut,
  onRetry,
  onGiveUp,
}: SessionSplashProps) {
  const { t } = useTranslation();
  const failure = startupErrorText(error);
  const message = maxedOut ? t('errors.startup.maxRetries') : t(failure.key, failure.values);

  return (
    // While it fades out the page is already underneath: hide the splash from assistive technology.
    <div
      className={`session-splash${phase === 'exiting' ? ' session-splash--exiting' : ''}`}
      aria-hidden={phase === 'exiting' || undefined}
      inert={phase === 'exiting' || undefined}
    >
      <main className="session-splash__card" aria-busy={phase === 'restoring'}>
        <BrandLogo />
        <h1 className="session-splash__title">
          {t('auth.splash.welcomeBack', { name: user?.firstname ?? '' })}
        </h1>
        {phase === 'failed' ? (
          <>
            <Message severity="error" text={message} className="session-splash__message" />
            <div className="session-splash__actions">
              {!maxedOut && (
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  label={t('common.tryAgain')}
                  onClick={onRetry}
                />
              )}
              <Button
                type="button"
                className="p-button-text"
                label={t('auth.splash.signOut')}
                onClick={onGiveUp}
              />
            </div>
          </>
        ) : (
          <ProgressBar
            mode={phase === 'exiting' ? 'determinate' : 'indeterminate'}
            value={phase === 'exiting' ? 100 : undefined}
            showValue={false}
            className="session-splash__progress"
            aria-label={t('auth.splash.restoring')}
          />
        )}
      </main>
    </div>
  );
}
