import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import { GoogleOneTap } from '#client/components/social-sign-in/google-one-tap.tsx';
import { SocialButtons } from '#client/components/social-sign-in/social-buttons.tsx';
import { AccountFrame } from '../components/account-frame.tsx';
import { WithSignUpOptions } from '../components/options-loader.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { rememberConfirmationToken } from '../confirmation-token.ts';

/** /signup (candidate; `?role=recruiter` for the hiring-team card of get started). */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recruiter = params.get('role') === 'recruiter';

  const onSuccess = () => {
    rememberConfirmationToken();
    void navigate(
      `${pathFor('login')}?${new URLSearchParams({ message: 'registration-successful', severity: 'success' }).toString()}`,
    );
  };

  return (
    <AccountFrame
      title={recruiter ? t('accounts.signUp.titleRecruiter') : t('accounts.signUp.title')}
      subtitle={t('accounts.signUp.subtitle')}
      wide
    >
      <WithSignUpOptions>
        {(options) => (
          <SignUpForm
            options={options}
            roleId={recruiter ? ROLE.recruiter : ROLE.candidate}
            onSuccess={onSuccess}
          />
        )}
      </WithSignUpOptions>
      <SocialButtons role={recruiter ? 'recruiter' : 'candidate'} />
      <GoogleOneTap />
      <p className="auth-page__switch">
        {t('accounts.common.haveAccount')}{' '}
        <Link to={pathFor('login')}>{t('accounts.common.login')}</Link>
      </p>
    </AccountFrame>
  );
}
