import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyOptionsResponseSchema,
  companyPeopleResponseSchema,
  jobFormResponseSchema,
} from '#shared/schemas/job-admin.ts';
import { api } from '#client/api/client.ts';

export const JOB_ADMIN_KEY = ['job-admin'] as const;

export function getJobForm(jobId: string, signal?: AbortSignal) {
  return api.get(`/job-admin/jobs/${jobId}`, { signal, schema: jobFormResponseSchema });
}

export const jobFormQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...JOB_ADMIN_KEY, 'job', jobId],
    queryFn: ({ signal }) => getJobForm(jobId, signal),
  });

export function useJobForm(jobId: string | undefined) {
  return useQuery({ ...jobFormQueryOptions(jobId ?? ''), enabled: Boolean(jobId) });
}

export function useCompanyOptions() {
  return useQuery({
    queryKey: [...JOB_ADMIN_KEY, 'companies'],
    queryFn: ({ signal }) =>
      api.get('/job-admin/companies', { signal, schema: companyOptionsResponseSchema }),
  });
}

export function useCompanyPeople(companyId: string | null) {
  return useQuery({
    queryKey: [...JOB_ADMIN_KEY, 'people', companyId],
    queryFn: ({ signal }) =>
      api.get(`/job-admin/companies/${companyId ?? ''}/people`, {
        signal,
        schema: companyPeopleResponseSchema,
      }),
    enabled: companyId !== null,
  });
}
