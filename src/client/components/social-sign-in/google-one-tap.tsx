import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMING } from '#shared/constants/domain.ts';
import { DEFAULT_AFTER_LOGIN, pathFor } from '#shared/routes.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { safeRedirectTarget } from '#client/session/redirect-target.ts';
import { useProviders } from '#client/session/api/get-providers.ts';
import { postGoogleOneTap } from '#client/session/api/post-google-one-tap.ts';
import { adoptAccountLanguage } from '#client/session/account-language.ts';
import { applySession } from '#client/session/session-service.ts';
import { useSession } from '#client/session/use-session.ts';
import { loadGoogleIdentity, type GoogleCredentialResponse } from './google-identity.ts';

type GoogleOneTapProps = {
  /** Called after the session is stored; by default the `redirect` query or My Dashboard. */
  onSignedIn?: () => void;
};

/**
 * Google one-tap (spec: login and sign-up, prompt on mount). Renders nothing; only when the server
 * gives a one-tap client id (Google configured) and nobody is signed in does it load Google's
 * script and prompt. The credential goes to POST /api/auth/oauth/google/one-tap.
 */
export function GoogleOneTap({ onSignedIn }: GoogleOneTapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientId = useProviders().data?.googleOneTapClientId ?? null;
  const anonymous = useSession().status === 'anonymous';
  const latest = useRef({ onSignedIn, navigate, params, t });
  useEffect(() => {
    latest.current = { onSignedIn, navigate, params, t };
  });

  useEffect(() => {
    if (!clientId || !anonymous) return;
    let active = true;
    let cancel: (() => void) | undefined;

    const onCredential = async ({ credential }: GoogleCredentialResponse) => {
      const current = latest.current;
      if (!credential) return;
      try {
        const session = await postGoogleOneTap(credential);
        applySession(session);
        adoptAccountLanguage(session.user.language);
        if (current.onSignedIn) return current.onSignedIn();
        const target =
          safeRedirectTarget(current.params.get('redirect')) ?? pathFor(DEFAULT_AFTER_LOGIN);
        setTimeout(() => void current.navigate(target, { replace: true }), TIMING.postLoginDelayMs);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'email_not_confirmed') {
          const email = (error.details as { email?: string } | undefined)?.email ?? '';
          void current.navigate(
            `${pathFor('confirmEmail')}?${new URLSearchParams({ email }).toString()}`,
          );
          return;
        }
        showToast({
          severity: 'error',
          summary: errorMessage(error, current.t, 'accounts.social.googleFailed'),
        });
      }
    };

    loadGoogleIdentity()
      .then((id) => {
        if (!active) return;
        id.initialize({
          client_id: clientId,
          callback: (response) => void onCredential(response),
          auto_select: false,
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        id.prompt();
        cancel = () => id.cancel();
      })
      .catch(() => undefined); // blocked or offline: the page works without one-tap

    return () => {
      active = false;
      cancel?.();
    };
  }, [clientId, anonymous]);

  return null;
}
