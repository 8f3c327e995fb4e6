import { eq } from 'drizzle-orm';
import { minorDigits } from '#shared/format/money.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { payoutBatches } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { buildPain001 } from './bank-files/pain001.ts';
import { buildPayoutCsv } from './bank-files/payout-csv.ts';
import type { BankTransfer } from './bank-files/transfer.ts';
import { buildTryTransferList } from './bank-files/try-transfer-list.ts';
import { payoutsToSend } from './batch-queries.ts';

export type BatchFile = { fileName: string; contentType: string; body: string };

/**
 * The bank file of a batch in its currency's format. Returned payouts are left out: a returned
 * transfer is never sent again by a re-downloaded file.
 */
export async function batchFile(
  db: Queryable,
  id: number,
  debtor: Config['payoutDebtor'],
): Promise<BatchFile> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch) throw notFound();
  const rows = await payoutsToSend(db, id);
  if (!rows.length)
    throw conflict('Every payout of this batch was returned: there is nothing to send', {
      reason: 'nothing_to_send',
    });
  const transfers: BankTransfer[] = rows.map((payout) => ({
    endToEndId: payout.statementNumber,
    name: payout.accountHolderName,
    iban: payout.iban,
    amountMinor: payout.netMinor,
    // Recipients of the Turkish list read Turkish on their statements.
    description:
      batch.format === 'try_list'
        ? `Tavsiye ödülü, ekstre ${payout.statementNumber}`
        : `Referral rewards, statement ${payout.statementNumber}`,
  }));
  const name = `payout-batch-${batch.id}-${batch.currency.toLowerCase()}`;
  if (batch.format === 'pain001')
    return {
      fileName: `${name}.xml`,
      contentType: 'application/xml; charset=utf-8',
      body: buildPain001({
        messageId: `RM-PAYOUTS-${batch.id}`,
        createdAt: batch.createdAt,
        executionDate: new Date(),
        debtor,
        transfers,
      }),
    };
  if (batch.format === 'try_list')
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: buildTryTransferList(transfers),
    };
  return {
    fileName: `${name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: buildPayoutCsv(transfers, batch.currency, minorDigits(batch.currency)),
  };
}
