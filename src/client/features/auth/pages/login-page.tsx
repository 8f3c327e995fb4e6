import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TIMING } from '#shared/constants/domain.ts';
import { DEFAULT_AFTER_LOGIN, pathFor } from '#shared/routes.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { safeRedirectTarget } from '#client/session/redirect-target.ts';
import { GoogleOneTap } from '#client/components/social-sign-in/google-one-tap.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { QueryBanner } from '../components/query-banner.tsx';
import { SocialButtons } from '#client/components/social-sign-in/social-buttons.tsx';

/** /login: after a successful login, the `redirect` query (if safe) or My Dashboard, 100 ms later. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSuccess = () => {
    const target = safeRedirectTarget(params.get('redirect')) ?? pathFor(DEFAULT_AFTER_LOGIN);
    redirectTimer.current = setTimeout(
      () => void navigate(target, { replace: true }),
      TIMING.postLoginDelayMs,
    );
  };

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
        <div className="auth-page__card">
          <h1 className="auth-page__title">{t('auth.login.title')}</h1>
          <p className="auth-page__subtitle">{t('auth.login.subtitle')}</p>
          <QueryBanner />
          <LoginForm
            onSuccess={onSuccess}
            onUnconfirmed={(email) =>
              void navigate(
                `${pathFor('confirmEmail')}?${new URLSearchParams({ email }).toString()}`,
              )
            }
          />
          <SocialButtons redirect={params.get('redirect')} />
          <GoogleOneTap onSignedIn={onSuccess} />
          <p className="auth-page__switch">
            {t('auth.login.noAccount')}{' '}
            <Link to={pathFor('getStarted')}>{t('auth.login.createAccount')}</Link>
          </p>
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
