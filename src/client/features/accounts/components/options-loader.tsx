import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignUpOptions } from '#shared/schemas/accounts.ts';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useSignUpOptions } from '../api/sign-up-options.ts';

/**
 * Loads the sign-up options (the country, industry and "how did you hear about us" choices),
 * then renders the form. Until they are there: a spinner, or what failed with a Try Again, the
 * spinner again while the retry is on its way.
 */
export function WithSignUpOptions({
  children,
}: {
  children: (options: SignUpOptions) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useSignUpOptions(i18n.language === 'tr' ? 'tr' : 'en');
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError && !query.isFetching)
    return (
      <LoadError message={t('accounts.common.loadFailed')} onRetry={() => void query.refetch()} />
    );
  return (
    <div className="account-result" role="status" aria-label={t('accounts.common.loading')}>
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
    </div>
  );
}
