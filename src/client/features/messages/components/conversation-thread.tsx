import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useSendMessage } from '../api/send-message.ts';
import { PresenceAvatar } from './presence-avatar.tsx';

/** One conversation: its messages (marked read on opening) and the reply box. */
export function ConversationThread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useAppDate();
  const thread = useConversation(id);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (thread.isPending) return <p className="app-panel__state">{t('common.loading')}</p>;
  if (thread.isError)
    return (
      <LoadError
        className="app-panel__state"
        message={t('appShell.panels.loadFailed')}
        onRetry={() => void thread.refetch()}
      />
    );
  const { conversation, messages } = thread.data;

  const submit = () => {
    const body = text.trim();
    if (!body) return;
    send.mutate(
      { conversationId: id, text: body },
      {
        onSuccess: () => {
          setText('');
          void thread.refetch();
        },
        onError: () => showToast({ severity: 'error', summary: t('messages.sendFailed') }),
      },
    );
  };

  return (
    <div className="thread">
      <header className="thread__head">
        <button
          type="button"
          className="icon-button thread__back"
          aria-label={t('messages.back')}
          onClick={onBack}
        >
          <span className="pi pi-arrow-left" aria-hidden="true" />
        </button>
        <PresenceAvatar person={conversation.other} />
        <div>
          <h2 className="thread__name">{conversation.other.name}</h2>
          <p className="thread__sub">
            {t(`appShell.panels.status.${conversation.other.status}`)}
            {conversation.jobTitle && ` · ${t('messages.about', { job: conversation.jobTitle })}`}
          </p>
        </div>
      </header>
      <ol className="thread__messages" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`bubble${message.mine ? ' bubble--mine' : ''}`}>
            <span className="bubble__sender">
              {message.mine ? t('messages.you') : message.sender}
            </span>
            <p className="bubble__text">{message.text}</p>
            <time className="bubble__time" dateTime={message.createdAt}>
              {dateTime(message.createdAt)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form
        className="thread__compose"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`reply-${id}`} className="visually-hidden">
          {t('messages.message')}
        </label>
        <InputTextarea
          id={`reply-${id}`}
          value={text}
          rows={2}
          autoResize
          maxLength={4000}
          placeholder={t('messages.message')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="submit"
          icon="pi pi-send"
          label={t('messages.send')}
          loading={send.isPending}
          disabled={!text.trim()}
        />
      </form>
    </div>
  );
}
