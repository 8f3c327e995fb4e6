import { ROLE } from '#shared/constants/roles.ts';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUploadPicture } from '../api/upload-picture.ts';
import { PrivacyActions } from '../components/privacy-actions.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import '../profile.css';

const ROLE_CODES: Record<number, keyof typeof ROLE> = Object.fromEntries(
  Object.entries(ROLE).map(([code, id]) => [id, code as keyof typeof ROLE]),
);

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** User Profile (`/chrs/profile`): picture, personal fields, LinkedIn, public profile choices. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (profile.isError)
      showToast({
        severity: 'error',
        summary: t('billingInfo.toastError'),
        detail: profile.error.message || t('profile.loadFailed'),
      });
  }, [profile.isError]); // eslint-disable-line react-hooks/exhaustive-deps

  if (profile.isPending)
    return (
      <div className="page-state" role="status">
        <ProgressSpinner
          style={{ width: '2.5rem', height: '2.5rem' }}
          aria-label={t('common.loading')}
        />
      </div>
    );
  if (profile.isError)
    return (
      <div className="page-state" role="alert">
        <p>{t('profile.loadFailed')}</p>
        <Button type="button" label={t('common.tryAgain')} onClick={() => void profile.refetch()} />
      </div>
    );
  const data = profile.data;
  const name = `${data.firstname} ${data.lastname}`;

  return (
    <div className="profile-page">
      <header className="page-head">
        <h1>{t('profile.title')}</h1>
      </header>
      <div className="profile-layout">
        <aside className="profile-card" aria-label={t('profile.picture')}>
          {data.profilePictureUrl ? (
            <Avatar
              image={data.profilePictureUrl}
              shape="circle"
              size="xlarge"
              className="profile-card__avatar"
              aria-hidden="true"
            />
          ) : (
            <Avatar
              label={`${data.firstname.charAt(0)}${data.lastname.charAt(0)}`}
              shape="circle"
              size="xlarge"
              className="profile-card__avatar"
              aria-hidden="true"
            />
          )}
          <p className="profile-card__name">{name}</p>
          <p className="profile-card__meta">
            {t(`profile.roles.${ROLE_CODES[data.roleId] ?? 'none'}`, {
              defaultValue: data.roleName,
            })}
            {data.companyName ? ` · ${data.companyName}` : ''}
          </p>
          <input
            ref={input}
            id="profile-picture-input"
            type="file"
            // the Upload picture button opens it; out of the tab order, named for screen readers
            aria-label={t('profile.uploadPicture')}
            tabIndex={-1}
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (!file.type.startsWith('image/')) {
                showToast({ severity: 'error', summary: t('profile.pictureFailed') });
                return;
              }
              upload.mutate(file, {
                onSuccess: () =>
                  showToast({ severity: 'success', summary: t('profile.pictureUploaded') }),
                onError: () =>
                  showToast({ severity: 'error', summary: t('profile.pictureFailed') }),
              });
            }}
          />
          <Button
            type="button"
            icon="pi pi-upload"
            outlined
            label={t('profile.uploadPicture')}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          />
          <small className="profile-card__hint">{t('profile.pictureTypes')}</small>
          <Link to={pathFor('publicProfile', { encryptedId: data.id })}>
            {t('profile.viewPublic')}
          </Link>
        </aside>
        <section className="profile-main" aria-labelledby="profile-personal">
          <h2 id="profile-personal">{t('profile.personal')}</h2>
          <ProfileForm profile={data} />
        </section>
        <PrivacyActions />
      </div>
    </div>
  );
}
