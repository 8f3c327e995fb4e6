import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignUpOptions } from '#shared/schemas/accounts.ts';
import { useSignUpOptions } from '../api/sign-up-options.ts';
import { Notice } from '#client/components/notice/notice.tsx';

/** Loads the sign-up options, with loading and error (retry) states, then renders the form. */
export function WithSignUpOptions({
  children,
}: {
  children: (options: SignUpOptions) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useSignUpOptions(i18n.language === 'tr' ? 'tr' : 'en');
  if (query.isPending)
    return (
      <div className="account-result" role="status" aria-label={t('accounts.common.loading')}>
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      </div>
    );
  if (query.isError)
    return (
      <div className="account-actions">
        <Notice severity="error" text={t('accounts.common.loadFailed')} />
        <Button
          type="button"
          label={t('accounts.common.retry')}
          onClick={() => void query.refetch()}
        />
      </div>
    );
  return <>{children(query.data)}</>;
}
