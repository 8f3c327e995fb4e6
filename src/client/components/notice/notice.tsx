import { useTranslation } from 'react-i18next';
import './notice.css';

type NoticeProps = {
  severity: 'success' | 'info' | 'warn' | 'error';
  text: string;
  onClose?: () => void;
};

/** A closable notice (the sign-up forms' closable red notice, login's query banner). */
export function Notice({ severity, text, onClose }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`query-banner query-banner--${severity}`}
      role={severity === 'error' || severity === 'warn' ? 'alert' : 'status'}
    >
      <span className="query-banner__text">{text}</span>
      {onClose && (
        <button
          type="button"
          className="query-banner__close"
          aria-label={t('accounts.banner.dismiss')}
          onClick={onClose}
        >
          <span className="pi pi-times" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
