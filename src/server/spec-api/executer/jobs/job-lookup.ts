import type { JobAdminListItem } from '#shared/schemas/job-admin-list.ts';
import type { JobFormResponse } from '#shared/schemas/job-admin.ts';
import { okBody, requireCaller, statusRow } from '../answers.ts';
import { InvalidParameter } from '../parameters.ts';
import type { SqlIdContext, SqlIdHandler } from '../sql-id.ts';
import { text } from '../../texts.ts';
import { lineParam, publicIdParam } from './job-parameters.ts';

type Found = { id: string; referenceCode: string; statusId: number };

/** By id: the job's edit form, which answers 404 for a job the caller does not manage. */
async function byId(context: SqlIdContext, jobId: string): Promise<Found | null> {
  const response = await context.call({ url: `/api/job-admin/jobs/${jobId}` });
  if (response.statusCode === 404) return null;
  const form = okBody<JobFormResponse>(response, context.language);
  return { id: form.id, referenceCode: form.values.referenceCode, statusId: form.values.statusId };
}

/** By reference code: the caller's jobs (staff: every job) with exactly this code. */
async function byReference(context: SqlIdContext, code: string): Promise<Found | null> {
  const search = new URLSearchParams({ referenceCode: code, size: '1' });
  const { items } = okBody<{ items: JobAdminListItem[] }>(
    await context.call({ url: `/api/job-admin/jobs?${search.toString()}` }),
    context.language,
  );
  const job = items[0];
  return job ? { id: job.id, referenceCode: job.referenceCode, statusId: job.statusId } : null;
}

/**
 * sqlId 28, the payment flow's job lookup: the job the company just saved, found among the
 * caller's own company's jobs. Another company's job answers exactly as a missing one.
 */
export const jobLookupSqlId: SqlIdHandler = {
  sqlId: 28,
  summary:
    'Job lookup (payment flow; company members and staff): pin_job_id and/or piv_reference_code → ' +
    'status 0 with job_opening_id, or status 1 and a message when not among the caller’s jobs',
  async run(context) {
    requireCaller(context);
    const jobId = publicIdParam(context.params, 'pin_job_id');
    const code = lineParam(context.params, 'piv_reference_code', 40);
    if (!jobId && !code) throw new InvalidParameter('piv_reference_code');
    let found = jobId ? await byId(context, jobId) : await byReference(context, code ?? '');
    if (found && code && found.referenceCode !== code) found = null;
    if (!found)
      return [
        statusRow(1, text(context.language, 'jobAdmin.messages.jobNotFound') ?? '', {
          job_opening_id: null,
        }),
      ];
    return [
      statusRow(0, text(context.language, 'jobAdmin.messages.jobFound') ?? '', {
        job_opening_id: found.id,
        reference_code: found.referenceCode,
        job_status_id: found.statusId,
      }),
    ];
  },
};
