import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import { useUpdateNotifications } from '../api/update-notifications.ts';
import { EmailPreferences } from '../components/email-preferences.tsx';
import { NotificationItem } from '../components/notification-item.tsx';
import '../notifications.css';

/** View all: the caller's notifications (latest 100), filter unread, the panel's actions. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const list = useNotifications(100, filter === 'unread');
  const update = useUpdateNotifications();
  const items = list.data?.items ?? [];
  return (
    <div className="notifications-page">
      <header className="page-head">
        <h1>{t('notifications.title')}</h1>
        <p className="page-head__sub">{t('notifications.subtitle')}</p>
      </header>
      <div className="notifications-page__tools">
        <SelectButton
          value={filter}
          onChange={(event) => event.value && setFilter(event.value as 'all' | 'unread')}
          options={[
            { label: t('notifications.filterAll'), value: 'all' },
            { label: t('notifications.filterUnread'), value: 'unread' },
          ]}
          aria-label={t('notifications.title')}
        />
        <span className="notifications-page__spacer" />
        <Button
          type="button"
          text
          label={t('appShell.panels.markAllRead')}
          disabled={!list.data?.unread || update.isPending}
          onClick={() => update.mutate({ kind: 'readAll' })}
        />
        <Button
          type="button"
          text
          severity="danger"
          label={t('appShell.panels.clearAll')}
          disabled={items.length === 0 || update.isPending}
          onClick={() => update.mutate({ kind: 'clear' })}
        />
      </div>
      <div className="notifications-page__list">
        {list.isPending && <p className="app-panel__state">{t('common.loading')}</p>}
        {list.isError && (
          <LoadError
            className="app-panel__state"
            message={t('appShell.panels.loadFailed')}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && items.length === 0 && (
          <p className="app-panel__state">{t('appShell.panels.empty')}</p>
        )}
        {items.length > 0 && (
          <ul className="notification-list">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onMarkRead={(id) => update.mutate({ kind: 'read', id })}
              />
            ))}
          </ul>
        )}
      </div>
      <EmailPreferences />
    </div>
  );
}
