import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format/date-time.ts';
import {
  MAIL_OUTBOX_SORTS,
  MAIL_STATUSES,
  type MailStatus,
  type OutboxMail,
} from '#shared/schemas/mail-outbox.ts';
import { ListResults } from '#client/components/admin-list/list-states.tsx';
import {
  HIDDEN_SELECT as HIDDEN,
  ListSearchField,
  ListToolbar,
} from '#client/components/admin-list/list-toolbar.tsx';
import { useListQuery } from '#client/components/admin-list/use-list-query.ts';
import { useMailOutbox } from '../api/get-mail-outbox.ts';
import { MailStatusTag } from './mail-status-tag.tsx';
import { OutboxMailDialog } from './outbox-mail-dialog.tsx';

type Sort = (typeof MAIL_OUTBOX_SORTS)[number];
const isSort = (value: unknown): value is Sort =>
  (MAIL_OUTBOX_SORTS as readonly unknown[]).includes(value);

/** The outbox, newest first: search by recipient, filter by status, open one to read it. */
export function MailOutboxTable() {
  const { t } = useTranslation();
  const id = useId();
  const listQuery = useListQuery<Sort>({
    defaultSort: { field: 'createdAt', order: 'desc' },
    isSort,
  });
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useMailOutbox({
    sort: listQuery.sort.field,
    order: listQuery.sort.order,
    q: listQuery.q,
    status: status ?? undefined,
    ...listQuery.paging,
  });

  return (
    <div className="admin-list">
      <ListToolbar className="admin-toolbar">
        <ListSearchField
          id={`${id}-search`}
          className="admin-field admin-field--search"
          label={t('mailOutbox.search')}
          placeholder={t('mailOutbox.searchPlaceholder')}
          value={listQuery.search}
          onChange={listQuery.setSearch}
        />
        <span className="admin-field">
          <label htmlFor={`${id}-status`}>{t('mailOutbox.status')}</label>
          <Dropdown
            inputId={`${id}-status`}
            pt={HIDDEN}
            value={status}
            showClear
            placeholder={t('mailOutbox.allStatuses')}
            options={MAIL_STATUSES.map((value) => ({
              value,
              label: t(`mailOutbox.statuses.${value}`),
            }))}
            onChange={(event) => {
              setStatus((event.value as MailStatus | null) ?? null);
              listQuery.resetPage();
            }}
          />
        </span>
      </ListToolbar>
      <ListResults
        list={list}
        totalText={(count) => t('mailOutbox.total', { count })}
        totalClassName="admin-list__total"
        errorClassName="admin-list__state"
        loadFailed={t('mailOutbox.loadFailed')}
        retryLabel={t('mailOutbox.retry')}
      >
        <DataTable
          {...listQuery.tableProps}
          value={list.data?.items ?? []}
          rowsPerPageOptions={[10, 25, 50, 100]}
          pt={{ paginator: { RPPDropdown: HIDDEN } }}
          totalRecords={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage={t('mailOutbox.empty')}
          tableStyle={{ minWidth: '44rem' }}
          aria-label={t('mailOutbox.tableLabel')}
        >
          <Column field="to" header={t('mailOutbox.columns.to')} sortable />
          <Column
            field="subject"
            header={t('mailOutbox.columns.subject')}
            sortable
            body={(mail: OutboxMail) => (
              <Button
                type="button"
                link
                className="outbox-subject"
                label={mail.subject}
                aria-label={t('mailOutbox.view', { to: mail.to, subject: mail.subject })}
                onClick={() => setOpenId(mail.id)}
              />
            )}
          />
          <Column
            field="createdAt"
            header={t('mailOutbox.columns.createdAt')}
            sortable
            body={(mail: OutboxMail) => formatDateTime(mail.createdAt)}
          />
          <Column
            field="status"
            header={t('mailOutbox.columns.status')}
            sortable
            body={(mail: OutboxMail) => <MailStatusTag status={mail.status} />}
          />
        </DataTable>
      </ListResults>
      {openId !== null && <OutboxMailDialog id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
