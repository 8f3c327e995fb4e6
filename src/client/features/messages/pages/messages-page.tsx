import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useConversations } from '../api/list-conversations.ts';
import { ConversationThread } from '../components/conversation-thread.tsx';
import { NewConversation } from '../components/new-conversation.tsx';
import { PresenceAvatar } from '../components/presence-avatar.tsx';
import { UnreadCount } from '../components/unread-count.tsx';
import '../messages.css';

/** Conversations on the left, the chosen one on the right (one column on small screens). */
export function MessagesPage() {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const list = useConversations();
  const items = list.data?.items ?? [];
  const choose = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });

  return (
    <div className={`messages-page${selected ? ' messages-page--thread' : ''}`}>
      <header className="page-head">
        <h1>{t('messages.title')}</h1>
      </header>
      <div className="messages-page__layout">
        <section className="messages-page__list" aria-labelledby="conversations-heading">
          <div className="messages-page__list-head">
            <h2 id="conversations-heading">{t('messages.conversations')}</h2>
            <NewConversation onStarted={choose} />
          </div>
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
          <ul className="conversation-list">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`conversation-row${item.unread ? ' conversation-row--unread' : ''}`}
                  aria-current={item.id === selected ? 'true' : undefined}
                  onClick={() => choose(item.id)}
                >
                  <PresenceAvatar person={item.other} />
                  <span className="conversation-row__text">
                    <span className="conversation-row__name">
                      {item.other.name}
                      <span className="conversation-row__status">
                        {t(`appShell.panels.status.${item.other.status}`)}
                      </span>
                    </span>
                    {item.jobTitle && (
                      <span className="conversation-row__last">
                        {t('messages.about', { job: item.jobTitle })}
                      </span>
                    )}
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
        </section>
        <section className="messages-page__thread" aria-label={t('messages.title')}>
          {selected ? (
            <ConversationThread id={selected} onBack={() => choose(null)} />
          ) : (
            <p className="app-panel__state">{t('messages.select')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
