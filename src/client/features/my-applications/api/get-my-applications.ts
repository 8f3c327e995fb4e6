import { queryOptions, useQuery } from '@tanstack/react-query';
import { myApplicationsResponseSchema } from '#shared/schemas/my-applications.ts';
import { api } from '#client/api/client.ts';

export const MY_APPLICATIONS_KEY = ['my-applications'] as const;

export function getMyApplications(signal?: AbortSignal) {
  return api.get('/my-applications', { signal, schema: myApplicationsResponseSchema });
}

export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: ({ signal }) => getMyApplications(signal),
  });

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
