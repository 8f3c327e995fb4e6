import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_OUTBOX_SORTS, MAIL_STATUSES } from '#shared/schemas/mail-outbox.ts';
import { AdminList } from '#client/components/admin-list/admin-list.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { mailOutboxQueryOptions } from '../api/get-mail-outbox.ts';
import { MailStatusTag } from './mail-status-tag.tsx';
import { OutboxMailDialog } from './outbox-mail-dialog.tsx';

/** The outbox, newest first: search by recipient, filter by status, open one to read it. */
export function MailOutboxTable() {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <AdminList
        texts={{
          tableLabel: t('mailOutbox.tableLabel'),
          search: t('mailOutbox.search'),
          searchPlaceholder: t('mailOutbox.searchPlaceholder'),
          total: (count) => t('mailOutbox.total', { count }),
          empty: t('mailOutbox.empty'),
          loadFailed: t('mailOutbox.loadFailed'),
          retry: t('mailOutbox.retry'),
        }}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        sorts={MAIL_OUTBOX_SORTS}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('mailOutbox.status'),
            placeholder: t('mailOutbox.allStatuses'),
            options: MAIL_STATUSES.map((value) => ({
              value,
              label: t(`mailOutbox.statuses.${value}`),
            })),
          },
        ]}
        queryOptions={mailOutboxQueryOptions}
        tableMinWidth="44rem"
        columns={[
          { field: 'to', header: t('mailOutbox.columns.to'), sortable: true },
          {
            field: 'subject',
            header: t('mailOutbox.columns.subject'),
            sortable: true,
            body: (mail) => (
              <button
                type="button"
                className="outbox-subject"
                aria-label={t('mailOutbox.view', { to: mail.to, subject: mail.subject })}
                onClick={() => setOpenId(mail.id)}
              >
                {mail.subject}
              </button>
            ),
          },
          {
            field: 'createdAt',
            header: t('mailOutbox.columns.createdAt'),
            sortable: true,
            body: (mail) => appDate.dateTime(mail.createdAt),
          },
          {
            field: 'status',
            header: t('mailOutbox.columns.status'),
            sortable: true,
            body: (mail) => <MailStatusTag status={mail.status} />,
          },
        ]}
      />
      {openId !== null && <OutboxMailDialog id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
