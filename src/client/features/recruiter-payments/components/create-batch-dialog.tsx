import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#shared/constants/domain.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { PayableRecruiter } from '#shared/schemas/recruiter-payments.ts';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { isRecord } from '#client/lib/shape.ts';
import { newRequestKey } from '#client/lib/request-key.ts';
import { useCreateBatches } from '../api/create-batch.ts';
import { conflictReason, toastFailure } from './feedback.ts';

type Group = { currency: string; rows: PayableRecruiter[]; totalMinor: number };

function byCurrency(rows: PayableRecruiter[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const group = groups.get(row.currency) ?? { currency: row.currency, rows: [], totalMinor: 0 };
    group.rows.push(row);
    group.totalMinor += row.balanceMinor;
    groups.set(row.currency, group);
  }
  return [...groups.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** How many recruiters the server refused (409 `not_payable`). */
function refusedCount(error: unknown): number {
  if (!(error instanceof ApiError) || !isRecord(error.details)) return 0;
  const recruiters = error.details.recruiters;
  return Array.isArray(recruiters) ? recruiters.length : 0;
}

/**
 * Confirms the batches to make: per currency, how many recruiters and the total balance. The
 * request keys are made when the dialog opens, so a second click or a retry makes no second batch.
 */
export function CreateBatchDialog(props: {
  rows: PayableRecruiter[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t, i18n } = useTranslation();
  const groups = byCurrency(props.rows);
  const [keys] = useState(() => new Map(groups.map((group) => [group.currency, newRequestKey()])));
  const create = useCreateBatches();

  const confirm = () =>
    create.mutate(
      groups.map((group) => ({
        requestKey: keys.get(group.currency) ?? newRequestKey(),
        currency: group.currency as CurrencyCode,
        recruiterIds: group.rows.map((row) => row.recruiterId),
      })),
      {
        onSuccess: (made) => {
          showToast({
            severity: 'success',
            summary: t('recruiterPayments.create.created', { count: made.length }),
          });
          props.onCreated();
        },
        onError: (error) => {
          if (conflictReason(error) !== 'not_payable') return toastFailure(error, t);
          showToast({
            severity: 'warn',
            summary: t('recruiterPayments.conflicts.not_payable'),
            detail: t('recruiterPayments.create.notPayable', { count: refusedCount(error) }),
            life: 8000,
          });
          props.onClose();
        },
      },
    );

  const footer = (
    <>
      <Button
        type="button"
        label={t('recruiterPayments.cancel')}
        outlined
        onClick={props.onClose}
      />
      <Button
        type="button"
        label={t('recruiterPayments.create.confirm')}
        icon="pi pi-send"
        loading={create.isPending}
        onClick={confirm}
      />
    </>
  );

  return (
    <Dialog
      visible
      modal
      header={t('recruiterPayments.create.title')}
      footer={footer}
      onHide={props.onClose}
      style={{ width: '34rem', maxWidth: '95vw' }}
    >
      <p>{t('recruiterPayments.create.intro')}</p>
      <table className="payout-totals">
        <caption className="visually-hidden">{t('recruiterPayments.create.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recruiterPayments.currency')}</th>
            <th scope="col">{t('recruiterPayments.batches.columns.count')}</th>
            <th scope="col">{t('recruiterPayments.create.total')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.currency}>
              <th scope="row">{group.currency}</th>
              <td>{t('recruiterPayments.create.count', { count: group.rows.length })}</td>
              <td>{formatMoney(group.totalMinor, group.currency, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
