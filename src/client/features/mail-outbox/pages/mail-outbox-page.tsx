import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { MailOutboxTable } from '../components/mail-outbox-table.tsx';
import '../mail-outbox.css';

/** /chrs/mail-outbox: staff read the mail the app wrote (the demo's codes and links live here). */
export function MailOutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mailOutbox.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('mailOutbox.title')}</h1>
          <p className="page-head__sub">{t('mailOutbox.subtitle')}</p>
        </div>
      </header>
      <MailOutboxTable />
    </div>
  );
}
