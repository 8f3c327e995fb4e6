import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { logout } from '#client/session/session-service.ts';
import { useDeleteAccount, useDownloadMyData } from '../api/privacy.ts';

function deleteErrorKey(error: unknown) {
  if (error instanceof ApiError && error.status === 409) return 'privacy.self.lastOwner';
  if (error instanceof ApiError && error.status === 400) return 'privacy.self.confirmMismatch';
  return 'privacy.self.deleteFailed';
}

/** The profile's data rights: download all my data, and delete my account after a confirmation. */
export function PrivacyActions() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const erase = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const inputId = useId();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setConfirmation('');
    erase.reset();
  };

  return (
    <section className="profile-privacy" aria-labelledby="profile-privacy-title">
      <h2 id="profile-privacy-title">{t('privacy.self.title')}</h2>
      <p>{t('privacy.self.intro')}</p>
      <div className="profile-privacy__actions">
        <Button
          type="button"
          icon="pi pi-download"
          outlined
          label={t('privacy.self.download')}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () =>
                showToast({ severity: 'success', summary: t('privacy.self.downloaded') }),
              onError: () =>
                showToast({ severity: 'error', summary: t('privacy.self.downloadFailed') }),
            })
          }
        />
        <Button
          type="button"
          icon="pi pi-trash"
          severity="danger"
          outlined
          label={t('privacy.self.delete')}
          onClick={() => setOpen(true)}
        />
      </div>
      <Dialog
        visible={open}
        onHide={close}
        header={t('privacy.self.deleteTitle')}
        className="profile-privacy__dialog"
        style={{ width: 'min(32rem, 95vw)' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmation.trim()) return;
            erase.mutate(confirmation, {
              onSuccess: () => {
                showToast({ severity: 'success', summary: t('privacy.self.deleted') });
                void logout({ to: 'home' });
              },
            });
          }}
        >
          <p>{t('privacy.self.deleteWarning')}</p>
          <label htmlFor={inputId} className="profile-privacy__label">
            {t('privacy.self.confirmLabel')}
          </label>
          <InputText
            id={inputId}
            type="password"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            aria-invalid={erase.isError || undefined}
            aria-describedby={erase.isError ? errorId : undefined}
            className="w-full"
          />
          {erase.isError && (
            <small id={errorId} className="p-error" role="alert">
              {t(deleteErrorKey(erase.error))}
            </small>
          )}
          <div className="profile-privacy__dialog-actions">
            <Button type="button" text label={t('privacy.self.cancel')} onClick={close} />
            <Button
              type="submit"
              severity="danger"
              label={t('privacy.self.confirm')}
              disabled={!confirmation.trim()}
              loading={erase.isPending}
            />
          </div>
        </form>
      </Dialog>
    </section>
  );
}
