import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { EntriesTable } from '../components/entries-table.tsx';
import { EntryForm } from '../components/entry-form.tsx';
import '../payment-entry.css';

/** /chrs/payment-entry: staff record one payment in or out by hand, and see those recorded. */
export function PaymentEntryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentEntry.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('paymentEntry.title')}</h1>
          <p className="page-head__sub">{t('paymentEntry.subtitle')}</p>
        </div>
      </header>
      <EntryForm />
      <section className="entry-section" aria-labelledby="entries-heading">
        <h2 id="entries-heading">{t('paymentEntry.list.heading')}</h2>
        <EntriesTable />
      </section>
    </div>
  );
}
