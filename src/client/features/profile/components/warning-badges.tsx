import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLE } from '#shared/constants/roles.ts';
import { pathFor } from '#shared/routes.ts';
import type { WarningCode } from '#shared/schemas/profile.ts';
import { useDismissWarning, useWarnings } from '../api/warnings.ts';

function targetOf(code: WarningCode, roleId: number): string {
  if (code === 'billing_check1')
    return pathFor(roleId === ROLE.company ? 'companyBillingInfo' : 'personalBillingInfo');
  if (code === 'general_check1') return pathFor('companyProfile');
  return pathFor('profile');
}

/** What the profile lacks (computed on the server), each dismissible for good. */
export function WarningBadges({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const warnings = useWarnings();
  const dismiss = useDismissWarning();
  const items = warnings.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="warning-badges" aria-label={t('appShell.warnings.label')}>
      <ul>
        {items.map((code) => (
          <li key={code} className="warning-badge" data-code={code}>
            <span className="pi pi-exclamation-triangle" aria-hidden="true" />
            <span className="warning-badge__text">
              {code === 'general_check3' ? (
                <Trans
                  i18nKey="appShell.warnings.general_check3"
                  components={{ 1: <Link to={pathFor('profile')} /> }}
                />
              ) : (
                <>
                  {t(`appShell.warnings.${code}`)}{' '}
                  <Link to={targetOf(code, roleId)}>{t('appShell.warnings.open')}</Link>
                </>
              )}
            </span>
            <button
              type="button"
              className="icon-button warning-badge__dismiss"
              aria-label={`${t('appShell.warnings.dismiss')}: ${t(`appShell.warnings.${code}`).replace(/<\/?1>/g, '')}`}
              onClick={() => dismiss.mutate(code)}
            >
              <span className="pi pi-times" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
