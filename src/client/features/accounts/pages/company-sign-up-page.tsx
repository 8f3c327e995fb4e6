import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { AccountFrame } from '../components/account-frame.tsx';
import { CompanySignUpForm } from '../components/company-sign-up-form.tsx';
import { InvitedSignUp } from '../components/invited-sign-up.tsx';
import { WithSignUpOptions } from '../components/options-loader.tsx';

/** /company-signup: creates the company, its owner and its payment customer. */
export function CompanySignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSuccess = () =>
    void navigate(
      `${pathFor('login')}?${new URLSearchParams({ message: 'company-created', severity: 'success' }).toString()}`,
    );
  // With an invitation the account joins the inviting company instead of creating one.
  const invite = useSearchParams()[0].get('invite');
  if (invite) return <InvitedSignUp token={invite} onSuccess={onSuccess} />;
  return (
    <AccountFrame
      title={t('accounts.companySignUp.title')}
      subtitle={t('accounts.companySignUp.subtitle')}
      wide
    >
      <WithSignUpOptions>
        {(options) => <CompanySignUpForm options={options} onSuccess={onSuccess} />}
      </WithSignUpOptions>
      <p className="auth-page__switch">
        {t('accounts.common.haveAccount')}{' '}
        <Link to={pathFor('login')}>{t('accounts.common.login')}</Link>
      </p>
    </AccountFrame>
  );
}
