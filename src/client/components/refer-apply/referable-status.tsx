import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ReferableState } from './use-referable-check.ts';

/** The answer of the private check, read out politely as it changes. */
export function ReferableStatus({ id, state }: { id: string; state: ReferableState }) {
  const { t } = useTranslation();
  const body = () => {
    switch (state.status) {
      case 'idle':
        return null;
      case 'checking':
        return (
          <span className="referral-check referral-check--pending">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
            {t('referrals.check.checking')}
          </span>
        );
      case 'referable':
        return (
          <span className="referral-check referral-check--ok">
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('referrals.check.referable')}
          </span>
        );
      case 'refused':
        return (
          <span className="referral-check referral-check--refused">
            <i className="pi pi-ban" aria-hidden="true" />{' '}
            {t(`referrals.check.refused.${state.reason}`)}
          </span>
        );
      case 'failed':
        return (
          <span className="referral-check referral-check--failed">
            {t('referrals.check.failed')}{' '}
            <Button
              type="button"
              link
              size="small"
              label={t('referrals.check.retry')}
              onClick={state.retry}
            />
          </span>
        );
    }
  };
  return (
    <div
      id={id}
      className="referral-form__field--wide"
      aria-live="polite"
      data-check={state.status}
    >
      {body()}
    </div>
  );
}
