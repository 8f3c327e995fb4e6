import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import { isLanguage } from '#shared/i18n/languages.ts';
import { pathFor } from '#shared/routes.ts';
import type { UserDetail } from '#shared/schemas/user-admin.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useUser } from '../api/get-user.ts';
import { UserStateTag } from './user-state.tsx';

function Profile({ user, roleName }: { user: UserDetail; roleName: string }) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const language = user.language.toLowerCase();
  const rows: [string, string][] = [
    [t('userAdmin.users.columns.email'), user.email],
    [t('userAdmin.users.columns.role'), roleName],
    [t('userAdmin.users.detail.mobile'), user.mobile ?? '—'],
    [t('userAdmin.users.detail.linkedin'), user.linkedinPage ?? '—'],
    [t('userAdmin.users.detail.jobTitle'), user.title ?? '—'],
    [
      t('userAdmin.users.detail.location'),
      [user.cityName, user.countryName].filter(Boolean).join(', ') || '—',
    ],
    [
      t('userAdmin.users.detail.language'),
      isLanguage(language) ? t(`common.languages.${language}`) : user.language || '—',
    ],
    [
      t('userAdmin.users.detail.emailConfirmed'),
      t(user.emailConfirmed ? 'userAdmin.yes' : 'userAdmin.no'),
    ],
    [t('userAdmin.users.columns.created'), appDate.date(user.createdAt)],
    [
      t('userAdmin.users.columns.lastLogin'),
      user.lastLoginAt ? appDate.date(user.lastLoginAt) : t('userAdmin.users.never'),
    ],
  ];
  return (
    <section aria-labelledby="user-detail-profile">
      <h3 id="user-detail-profile">{t('userAdmin.users.detail.profile')}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Profile data, company membership, referral and point totals of one user. */
export function UserDetailDialog(props: {
  userId: string;
  roleName: (roleId: number) => string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useUser(props.userId);
  const user = query.data;
  const totals = user
    ? [
        [t('userAdmin.users.detail.referrals'), user.referralCount],
        [t('userAdmin.users.detail.hires'), user.hireCount],
        [t('userAdmin.users.detail.candidates'), user.candidateCount],
        [
          t('userAdmin.users.detail.points'),
          // One figure per currency; the server leaves out currencies whose balance is zero, so
          // an empty list is a zero balance, said as the Point History page says it.
          user.balances.length
            ? user.balances
                .map((balance) => formatMoney(balance.amountMinor, balance.currency, i18n.language))
                .join(' · ')
            : t('points.noBalance'),
        ],
      ]
    : [];
  return (
    <Dialog
      visible
      modal
      header={user ? `${user.firstname} ${user.lastname}` : t('userAdmin.users.detail.title')}
      onHide={props.onClose}
      style={{ width: '550px', maxWidth: '95vw' }}
      footer={
        <Button type="button" label={t('userAdmin.users.detail.close')} onClick={props.onClose} />
      }
    >
      {query.isPending && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
      {query.isError && (
        <div className="admin-list__state" role="alert">
          <p>{t('userAdmin.users.detail.loadFailed')}</p>
          <Button type="button" label={t('userAdmin.retry')} onClick={() => void query.refetch()} />
        </div>
      )}
      {user && (
        <div className="user-detail">
          <UserStateTag user={user} />
          <Profile user={user} roleName={props.roleName(user.roleId)} />
          <section aria-labelledby="user-detail-companies">
            <h3 id="user-detail-companies">{t('userAdmin.users.detail.companies')}</h3>
            {user.companies.length === 0 ? (
              <p>{t('userAdmin.users.detail.noCompanies')}</p>
            ) : (
              <ul>
                {user.companies.map((company) => (
                  <li key={company.id}>{company.name}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="user-detail-totals">
            <h3 id="user-detail-totals">{t('userAdmin.users.detail.totals')}</h3>
            <div className="user-detail__totals">
              {totals.map(([label, value]) => (
                <div key={String(label)} className="user-detail__total">
                  <strong>{value}</strong>
                  <span>{label}</span>
                </div>
              ))}
            </div>
          </section>
          {user.referralCount > 0 && (
            <Link to={pathFor('candidateHistory', { userId: user.id })}>
              {t('userAdmin.users.detail.history')}
            </Link>
          )}
        </div>
      )}
    </Dialog>
  );
}
