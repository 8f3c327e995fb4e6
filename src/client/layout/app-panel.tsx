import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PanelName = 'notifications' | 'messages' | 'profile';

type AppPanelProps = {
  id: string;
  title: string;
  /** At 991 px or less the panel is fixed under the top bar, full width. */
  mobile: boolean;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
};

/** The drop-down panel of a top bar button (notifications, messages). */
export function AppPanel({ id, title, mobile, onClose, footer, children }: AppPanelProps) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      className={`app-panel${mobile ? ' app-panel--fixed' : ''}`}
      aria-label={title}
      role="region"
    >
      <header className="app-panel__head">
        <h2 className="app-panel__title">{title}</h2>
        <button
          type="button"
          className="icon-button app-panel__close"
          aria-label={t('appShell.panels.close')}
          onClick={onClose}
        >
          <span className="pi pi-times" aria-hidden="true" />
        </button>
      </header>
      <div className="app-panel__body">{children}</div>
      {footer && <footer className="app-panel__foot">{footer}</footer>}
    </section>
  );
}
