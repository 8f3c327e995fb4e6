import { Button } from 'primereact/button';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '#shared/schemas/messages.ts';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useContacts } from '../api/list-contacts.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

/** Starts a conversation with a job's responsible (recruiters) or a job's recruiter (companies). */
export function NewConversation({ onStarted }: { onStarted: (id: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState<Contact | null>(null);
  const [text, setText] = useState('');
  const contacts = useContacts(open);
  const contactDropdown = useLookupDropdown<Dropdown>(contacts.isPending);
  const send = useSendMessage();
  const options = (contacts.data?.items ?? []).map((item) => ({
    ...item,
    key: `${item.id}:${item.jobId}`,
    label: `${item.name} · ${item.jobTitle}`,
  }));

  const submit = () => {
    if (!contact || !text.trim()) return;
    send.mutate(
      { recipientId: contact.id, jobId: contact.jobId, text: text.trim() },
      {
        onSuccess: ({ conversationId }) => {
          setOpen(false);
          setText('');
          setContact(null);
          showToast({ severity: 'success', summary: t('messages.sent') });
          onStarted(conversationId);
        },
        onError: () => showToast({ severity: 'error', summary: t('messages.sendFailed') }),
      },
    );
  };

  return (
    <>
      <Button
        type="button"
        size="small"
        icon="pi pi-pencil"
        label={t('messages.newConversation')}
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={t('messages.newConversation')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: '550px' }}
        breakpoints={{ '640px': '95vw' }}
      >
        <form
          className="new-conversation"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="new-conversation-recipient">{t('messages.recipient')}</label>
          <Dropdown
            pt={HIDDEN_SELECT_PT}
            inputId="new-conversation-recipient"
            value={contact ? `${contact.id}:${contact.jobId}` : null}
            options={options}
            optionLabel="label"
            optionValue="key"
            filter
            {...contactDropdown}
            placeholder={t('messages.recipientPlaceholder')}
            emptyMessage={
              contacts.isError ? t('messages.contactsFailed') : t('messages.noContacts')
            }
            onChange={(event) =>
              setContact(options.find((option) => option.key === event.value) ?? null)
            }
          />
          <LookupLoadError query={contacts} message={t('messages.contactsFailed')} />
          <label htmlFor="new-conversation-text">{t('messages.message')}</label>
          <InputTextarea
            id="new-conversation-text"
            value={text}
            rows={4}
            maxLength={4000}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="new-conversation__actions">
            <Button
              type="submit"
              label={t('messages.send')}
              icon="pi pi-send"
              loading={send.isPending}
              disabled={!contact || !text.trim()}
            />
          </div>
        </form>
      </Dialog>
    </>
  );
}
