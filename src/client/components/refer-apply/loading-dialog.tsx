import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SLIDE_INTERVAL_MS = 6000;
export const SUCCESS_CLOSE_MS = 2000;
const BLURBS = ['read', 'direct', 'track', 'private', 'more'] as const;

export type LoadingState =
  { kind: 'progress' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/**
 * The loading dialog (750 px) while a new CV is processed: five feature blurbs that slide every
 * 6 s and can be paused; success closes itself after 2 s, an error waits for Close.
 */
export function LoadingDialog({ state, onClose }: { state: LoadingState; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || state.kind !== 'progress') return;
    const timer = setInterval(() => setIndex((n) => (n + 1) % BLURBS.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, state.kind]);

  // The latest onClose, so a parent re-render does not restart the 2 s of the success state.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => close.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);

  const blurb = BLURBS[index] ?? 'read';
  return (
    <Dialog
      visible
      modal
      className="loading-dialog"
      header={t('referrals.loading.title')}
      style={{ width: '750px' }}
      breakpoints={{ '800px': '95vw' }}
      closable={state.kind === 'error'}
      onHide={onClose}
      footer={
        state.kind === 'error' ? (
          <Button type="button" label={t('referrals.loading.close')} onClick={onClose} autoFocus />
        ) : null
      }
    >
      {state.kind === 'progress' && (
        <div className="loading-dialog__progress">
          <p aria-live="polite">{t('referrals.loading.processing')}</p>
          <ProgressBar
            mode="indeterminate"
            style={{ height: '6px' }}
            aria-label={t('referrals.loading.processing')}
          />
          <section
            className="loading-dialog__slide"
            aria-roledescription="slide"
            aria-label={t('referrals.loading.slide', { index: index + 1, count: BLURBS.length })}
          >
            <h3>{t(`referrals.loading.blurbs.${blurb}.title`)}</h3>
            <p>{t(`referrals.loading.blurbs.${blurb}.text`)}</p>
          </section>
          <div className="loading-dialog__controls">
            <Button
              type="button"
              text
              rounded
              icon="pi pi-chevron-left"
              aria-label={t('referrals.loading.previous')}
              onClick={() => setIndex((n) => (n + BLURBS.length - 1) % BLURBS.length)}
            />
            <Button
              type="button"
              text
              rounded
              icon={paused ? 'pi pi-play' : 'pi pi-pause'}
              aria-label={t(paused ? 'referrals.loading.play' : 'referrals.loading.pause')}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            />
            <Button
              type="button"
              text
              rounded
              icon="pi pi-chevron-right"
              aria-label={t('referrals.loading.next')}
              onClick={() => setIndex((n) => (n + 1) % BLURBS.length)}
            />
            <span className="loading-dialog__dots" aria-hidden="true">
              {BLURBS.map((name, n) => (
                <span
                  key={name}
                  className={
                    n === index
                      ? 'loading-dialog__dot loading-dialog__dot--on'
                      : 'loading-dialog__dot'
                  }
                />
              ))}
            </span>
          </div>
        </div>
      )}
      {state.kind === 'success' && (
        <p className="loading-dialog__result loading-dialog__result--success" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" /> {state.message}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="loading-dialog__result loading-dialog__result--error" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" /> {state.message}
        </p>
      )}
    </Dialog>
  );
}
