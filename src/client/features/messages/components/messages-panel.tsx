import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useNavigate } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { useConversations } from '../api/list-conversations.ts';
import { PresenceAvatar } from './presence-avatar.tsx';
import { UnreadCount } from './unread-count.tsx';

/** The content of the top bar's messages panel: the latest conversations, unread first in count. */
export function MessagesPanelContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const navigate = useNavigate();
  const list = useConversations();
  const items = (list.data?.items ?? []).slice(0, 8);
  const open = (id?: string) => {
    onClose();
    void navigate(`${pathFor('messages')}${id ? `?c=${id}` : ''}`);
  };

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
        <ul className="conversation-list">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`conversation-row${item.unread ? ' conversation-row--unread' : ''}`}
                onClick={() => open(item.id)}
              >
                <PresenceAvatar person={item.other} />
                <span className="conversation-row__text">
                  <span className="conversation-row__name">
                    {item.other.name}
                    <span className="conversation-row__status">
                      {t(`appShell.panels.status.${item.other.status}`)}
                    </span>
                  </span>
                  <span className="conversation-row__last">{item.lastMessage}</span>
                </span>
                <span className="conversation-row__meta">
                  <time dateTime={item.lastMessageAt ?? undefined}>
                    {appDate.date(item.lastMessageAt)}
                  </time>
                  {item.unread > 0 && <UnreadCount count={item.unread} />}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="app-panel__actions">
        <Button
          type="button"
          size="small"
          label={t('appShell.panels.viewAll')}
          onClick={() => open()}
        />
      </div>
    </>
  );
}
