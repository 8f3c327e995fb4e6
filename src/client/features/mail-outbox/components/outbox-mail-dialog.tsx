import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import type { OutboxMailDetail } from '#shared/schemas/mail-outbox.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useOutboxMail } from '../api/get-outbox-mail.ts';
import { MailStatusTag } from './mail-status-tag.tsx';

function Facts({ mail }: { mail: OutboxMailDetail }) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const rows: [string, string][] = [
    [t('mailOutbox.detail.to'), mail.to],
    [t('mailOutbox.detail.time'), appDate.dateTime(mail.createdAt)],
    ...(mail.sentAt
      ? [[t('mailOutbox.detail.sentAt'), appDate.dateTime(mail.sentAt)] as [string, string]]
      : []),
    [t('mailOutbox.detail.attempts'), String(mail.attempts)],
    ...(mail.lastError
      ? [[t('mailOutbox.detail.lastError'), mail.lastError] as [string, string]]
      : []),
  ];
  return (
    <dl className="outbox-mail__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="outbox-mail__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One e-mail as its recipient would see it. The HTML is drawn in a sandboxed frame with no
 * scripts and no same-origin rights, so nothing in a mail can act on the back office.
 */
export function OutboxMailDialog(props: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useOutboxMail(props.id);
  const mail = query.data;
  return (
    <Dialog
      visible
      modal
      header={mail?.subject ?? t('mailOutbox.detail.title')}
      onHide={props.onClose}
      style={{ width: '760px', maxWidth: '95vw' }}
      footer={<Button type="button" label={t('mailOutbox.detail.close')} onClick={props.onClose} />}
    >
      {query.isPending && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
      {query.isError && (
        <div className="admin-list__state" role="alert">
          <p>{t('mailOutbox.detail.loadFailed')}</p>
          <Button
            type="button"
            label={t('mailOutbox.retry')}
            onClick={() => void query.refetch()}
          />
        </div>
      )}
      {mail && (
        <div className="outbox-mail">
          <MailStatusTag status={mail.status} />
          <Facts mail={mail} />
          <h3>{t('mailOutbox.detail.rendered')}</h3>
          <iframe
            className="outbox-mail__frame"
            sandbox=""
            title={t('mailOutbox.detail.frameTitle')}
            srcDoc={mail.html}
          />
          <details>
            <summary>{t('mailOutbox.detail.plainText')}</summary>
            <pre className="outbox-mail__text">{mail.text}</pre>
          </details>
        </div>
      )}
    </Dialog>
  );
}
