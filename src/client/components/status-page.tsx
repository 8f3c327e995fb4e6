import type { ReactNode } from 'react';

type StatusPageProps = {
  code?: string;
  icon: string;
  title: string;
  message: string;
  actions: ReactNode;
  tone?: 'neutral' | 'danger';
};

/** The full-height message page behind not found, unauthorized and the payment results. */
export function StatusPage({
  code,
  icon,
  title,
  message,
  actions,
  tone = 'neutral',
}: StatusPageProps) {
  return (
    <section className={`status-page status-page--${tone}`} aria-labelledby="status-page-title">
      <div className="status-page__card">
        <span className={`status-page__icon pi ${icon}`} aria-hidden="true" />
        {code && <p className="status-page__code">{code}</p>}
        <h1 id="status-page-title" className="status-page__title">
          {title}
        </h1>
        <p className="status-page__message">{message}</p>
        <div className="status-page__actions">{actions}</div>
      </div>
    </section>
  );
}
