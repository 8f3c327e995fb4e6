import type { PayoutBatch } from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';

/** GET /api/recruiter-payments/batches/:id/file, saved under the name the server gives it. */
export async function downloadBatchFile(batch: Pick<PayoutBatch, 'id' | 'currency' | 'format'>) {
  const text = await api.get<string>(`/recruiter-payments/batches/${batch.id}/file`, {
    timeoutMs: 120_000,
  });
  const xml = batch.format === 'pain001';
  const name = `payout-batch-${batch.id}-${batch.currency.toLowerCase()}.${xml ? 'xml' : 'csv'}`;
  const blob = new Blob([String(text)], {
    type: xml ? 'application/xml;charset=utf-8' : 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
