import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_LOGIN, pathFor } from '#shared/routes.ts';
import { adoptAccountLanguage } from '#client/session/account-language.ts';
import { refreshSession } from '#client/session/session-service.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { takeSocialRedirect } from '#client/components/social-sign-in/social-redirect.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import '../accounts.css';

/** The banner message (a slug the login page translates) for an error of the server's callback. */
export function callbackErrorMessage(provider: string | null, error: string): string {
  if (provider === 'google') return 'google-failed';
  if (error === 'user_cancelled_login') return 'linkedin-cancelled';
  // A code whose sign-in state is gone (an old tab, a callback opened twice): start again.
  if (error === 'state_mismatch') return 'linkedin-expired';
  if (error === 'code_not_found') return 'linkedin-no-code';
  return 'linkedin-failed';
}

/**
 * /linkedin/callback: the provider went back through the server, which opened the session (or
 * not). Success picks the session up and goes to the stored redirect; anything else goes to login
 * with the error in the banner.
 */
export function LinkedinCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('accounts.social.signingIn'));
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const provider = params.get('provider');
    const error = params.get('error');
    const toLogin = (message: string) =>
      void navigate(
        `${pathFor('login')}?${new URLSearchParams({ message, severity: 'error' }).toString()}`,
        { replace: true },
      );
    if (error === 'email_not_confirmed' && params.get('email')) {
      takeSocialRedirect();
      void navigate(
        `${pathFor('confirmEmail')}?${new URLSearchParams({ email: params.get('email') ?? '' }).toString()}`,
        { replace: true },
      );
      return;
    }
    if (error || params.get('status') !== '0') {
      takeSocialRedirect();
      // LinkedIn's code sent straight here, without the server's answer: the sign-in cannot go on.
      const missing = params.get('code') ? 'state_mismatch' : 'code_not_found';
      toLogin(callbackErrorMessage(provider, error ?? missing));
      return;
    }
    void refreshSession()
      .then((ok) => {
        if (!ok) throw new Error('no session');
        const { user } = sessionStore.getSnapshot();
        if (user) adoptAccountLanguage(user.language);
        void navigate(takeSocialRedirect() ?? pathFor(DEFAULT_AFTER_LOGIN), { replace: true });
      })
      .catch(() => toLogin(callbackErrorMessage(provider, 'failed')));
  }, [navigate, params]);

  return (
    <main className="social-callback" id="main-content" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
      <h1 className="auth-page__subtitle">{t('accounts.social.signingIn')}</h1>
    </main>
  );
}
