import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '#shared/schemas/notification-preferences.ts';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences.ts';

/** Which notification kinds also come by e-mail: one switch per kind, saved together. */
export function EmailPreferences() {
  const { t } = useTranslation();
  const headingId = useId();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // Only the switches changed since the last load or save; the rest show the stored choice.
  const [choices, setChoices] = useState<Record<string, boolean>>({});

  const items = preferences.data?.items ?? [];
  return (
    <section className="email-preferences" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.preferences.title')}</h2>
      <p className="email-preferences__description">{t('notifications.preferences.description')}</p>
      {preferences.isPending && <p role="status">{t('common.loading')}</p>}
      {preferences.isError && (
        <div className="email-preferences__error" role="alert">
          <span>{t('notifications.preferences.loadError')}</span>
          <Button
            type="button"
            text
            label={t('common.tryAgain')}
            onClick={() => void preferences.refetch()}
          />
        </div>
      )}
      {items.length > 0 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              {
                items: items.map((item) => ({
                  kind: item.kind,
                  email: choices[item.kind] ?? item.email,
                })),
              },
              { onSuccess: () => setChoices({}) },
            );
          }}
        >
          <ul className="email-preferences__list">
            {items.map((item) => {
              const id = `email-preference-${item.kind}`;
              return (
                <li key={item.kind} className="email-preferences__row">
                  <label htmlFor={id}>
                    {t(`notifications.kinds.${item.kind as NotificationKind}`)}
                  </label>
                  <Checkbox
                    inputId={id}
                    checked={choices[item.kind] ?? item.email}
                    onChange={(event) =>
                      setChoices((current) => ({ ...current, [item.kind]: event.checked === true }))
                    }
                  />
                </li>
              );
            })}
          </ul>
          <div className="email-preferences__actions">
            <Button
              type="submit"
              label={t('notifications.preferences.save')}
              loading={save.isPending}
            />
            {save.isSuccess && (
              <Message
                severity="success"
                text={t('notifications.preferences.saved')}
                role="status"
              />
            )}
            {save.isError && (
              <Message
                severity="error"
                text={t('notifications.preferences.saveError')}
                role="alert"
              />
            )}
          </div>
        </form>
      )}
    </section>
  );
}
