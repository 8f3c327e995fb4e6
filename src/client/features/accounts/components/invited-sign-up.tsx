import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { useCompanyInvitation } from '../api/company-invitation.ts';
import { AccountFrame } from './account-frame.tsx';
import { InvitedSignUpForm } from './invited-sign-up-form.tsx';
import { Notice } from '#client/components/notice/notice.tsx';
import { WithSignUpOptions } from './options-loader.tsx';

/** The company sign-up page's content for `?invite=<token>`: join the inviting company. */
export function InvitedSignUp(props: { token: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const invitation = useCompanyInvitation(props.token);
  const company = invitation.data?.companyName ?? '';
  return (
    <AccountFrame
      title={
        invitation.data ? t('companies.invitation.title', { company }) : t('menu.companySignup')
      }
      subtitle={invitation.data ? t('companies.invitation.subtitle', { company }) : undefined}
      wide
    >
      {invitation.isPending && (
        <div
          className="account-result"
          role="status"
          aria-label={t('companies.invitation.loading')}
        >
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
        </div>
      )}
      {invitation.isError && <Notice severity="error" text={t('companies.invitation.invalid')} />}
      {invitation.data && (
        <WithSignUpOptions>
          {(options) => (
            <InvitedSignUpForm
              token={props.token}
              invitation={invitation.data}
              options={options}
              onSuccess={props.onSuccess}
            />
          )}
        </WithSignUpOptions>
      )}
      <p className="auth-page__switch">
        {t('accounts.common.haveAccount')}{' '}
        <Link to={pathFor('login')}>{t('accounts.common.login')}</Link>
      </p>
    </AccountFrame>
  );
}
