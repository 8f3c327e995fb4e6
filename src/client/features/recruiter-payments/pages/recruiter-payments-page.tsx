import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { BatchesTable } from '../components/batches-table.tsx';
import { PayableTable } from '../components/payable-table.tsx';
import { WithholdingDialog } from '../components/withholding-dialog.tsx';
import '../recruiter-payments.css';

/** /chrs/recruiter-payments: staff pay recruiters' payable balances in bank-file batches. */
export function RecruiterPaymentsPage() {
  const { t } = useTranslation();
  const [rates, setRates] = useState(false);
  useDocumentTitle(t('recruiterPayments.title'));
  return (
    <div className="admin-list-page">
      <header className="page-head admin-list-page__head">
        <div>
          <h1>{t('recruiterPayments.title')}</h1>
          <p className="page-head__sub">{t('recruiterPayments.subtitle')}</p>
        </div>
        <Button
          type="button"
          icon="pi pi-percentage"
          label={t('recruiterPayments.withholding.open')}
          outlined
          onClick={() => setRates(true)}
        />
      </header>
      <section className="payout-section" aria-labelledby="payable-heading">
        <h2 id="payable-heading">{t('recruiterPayments.payable.heading')}</h2>
        <PayableTable />
      </section>
      <section className="payout-section" aria-labelledby="batches-heading">
        <h2 id="batches-heading">{t('recruiterPayments.batches.heading')}</h2>
        <BatchesTable />
      </section>
      {rates && <WithholdingDialog onClose={() => setRates(false)} />}
      <ConfirmDialog />
    </div>
  );
}
