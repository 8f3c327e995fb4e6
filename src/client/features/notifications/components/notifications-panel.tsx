import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useNavigate } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useUpdateNotifications } from '../api/update-notifications.ts';
import { NotificationItem } from './notification-item.tsx';

/** The content of the top bar's notifications panel. */
export function NotificationsPanelContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications(10);
  const update = useUpdateNotifications();
  const items = list.data?.items ?? [];

  if (list.isPending) return <p className="app-panel__state">{t('common.loading')}</p>;
  if (list.isError)
    return (
      <LoadError
        className="app-panel__state"
        message={t('appShell.panels.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <>
      {items.length === 0 ? (
        <p className="app-panel__state">{t('appShell.panels.empty')}</p>
      ) : (
        <ul className="notification-list">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onMarkRead={(id) => update.mutate({ kind: 'read', id })}
              onOpen={onClose}
            />
          ))}
        </ul>
      )}
      <div className="app-panel__actions">
        <Button
          type="button"
          size="small"
          text
          label={t('appShell.panels.markAllRead')}
          disabled={!list.data?.unread || update.isPending}
          onClick={() => update.mutate({ kind: 'readAll' })}
        />
        <Button
          type="button"
          size="small"
          text
          severity="danger"
          label={t('appShell.panels.clearAll')}
          disabled={items.length === 0 || update.isPending}
          onClick={() => update.mutate({ kind: 'clear' })}
        />
        <Button
          type="button"
          size="small"
          label={t('appShell.panels.viewAll')}
          onClick={() => {
            onClose();
            void navigate(pathFor('notifications'));
          }}
        />
      </div>
    </>
  );
}
