import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '#shared/schemas/companies.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { useCompanyProfile } from '../api/get-company-profile.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { LogoUpload } from '../components/logo-upload.tsx';
import { MembersList } from '../components/members-list.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import '../companies.css';

/** /chrs/company-profile: the member's own company (logo, website, industry, description, members). */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = hasRight(session.rights, 'companyProfile', 'update');
  const profile = useCompanyProfile();
  const remove = useRemoveMember();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const noCompany = profile.error instanceof ApiError && profile.error.status === 404;

  function confirmRemove(member: CompanyMember) {
    const name = `${member.firstname} ${member.lastname}`.trim();
    confirmDialog({
      header: t('companies.members.confirmTitle'),
      message: t('companies.members.confirmText', { name, company: profile.data?.name ?? '' }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('companies.members.confirmYes'),
      rejectLabel: t('companies.members.confirmNo'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => {
        setRemovingId(member.userId);
        remove
          .mutateAsync(member.userId)
          .then(() =>
            showToast({ severity: 'success', summary: t('companies.members.removed', { name }) }),
          )
          .catch((error: unknown) => {
            const reason =
              error instanceof ApiError
                ? (error.details as { reason?: string } | undefined)?.reason
                : undefined;
            showToast({
              severity: 'error',
              summary:
                reason === 'last_member'
                  ? t('companies.members.lastMember')
                  : reason === 'last_owner'
                    ? t('companies.members.lastOwner')
                    : errorMessage(error, t),
            });
          })
          .finally(() => setRemovingId(null));
      },
    });
  }

  return (
    <div className="companies-page">
      <header className="page-head">
        <h1>{t('menu.companyProfile')}</h1>
        <p className="page-head__sub">{t('companies.profile.subtitle')}</p>
      </header>
      {profile.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {noCompany && <p className="page-state">{t('companies.profile.noCompany')}</p>}
      {profile.isError && !noCompany && (
        <div className="page-state" role="alert">
          <p>{t('companies.form.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void profile.refetch()}
          />
        </div>
      )}
      {profile.data && (
        <div className="company-layout">
          <section className="company-card company-layout__main">
            <h2>{t('companies.profile.details')}</h2>
            {!canUpdate && (
              <p className="companies-page__note">{t('companies.profile.readOnly')}</p>
            )}
            <ProfileForm key={profile.data.id} company={profile.data} canSave={canUpdate} />
          </section>
          <aside className="company-layout__side">
            <section className="company-card">
              <h2>{t('companies.logo.title')}</h2>
              <LogoUpload
                companyId={null}
                companyName={profile.data.name}
                logoUrl={profile.data.logoUrl}
                canUpdate={canUpdate}
              />
            </section>
            <section className="company-card">
              <h2>
                {t('companies.members.title')}{' '}
                <span className="company-card__count">{profile.data.members.length}</span>
              </h2>
              <MembersList
                members={profile.data.members}
                currentUserId={session.user?.id}
                onRemove={canUpdate ? confirmRemove : undefined}
                removingId={removingId}
              />
              {canUpdate && <InviteForm />}
            </section>
          </aside>
        </div>
      )}
      <ConfirmDialog />
    </div>
  );
}
