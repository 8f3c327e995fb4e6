import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import '../accounts.css';

type AccountFrameProps = {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
};

/** The two-column frame of the login page, shared by sign-up, confirm e-mail and reset password. */
export function AccountFrame({ title, subtitle, wide, children }: AccountFrameProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <section className="auth-page__panel">
        <Link
          className="auth-page__brand"
          to={pathFor('home')}
          aria-label={t('auth.login.backHome')}
        >
          <BrandLogo />
        </Link>
        <div className={`auth-page__card${wide ? ' account-card--wide' : ''}`}>
          <h1 className="auth-page__title">{title}</h1>
          {subtitle && <p className="auth-page__subtitle">{subtitle}</p>}
          {children}
        </div>
      </section>
      <aside className="auth-page__aside" aria-hidden="true">
        <div className="auth-page__aside-content">
          <span className="pi pi-users auth-page__aside-icon" />
          <p className="auth-page__aside-title">{t('auth.login.asideTitle')}</p>
          <p>{t('auth.login.asideText')}</p>
        </div>
      </aside>
    </div>
  );
}
