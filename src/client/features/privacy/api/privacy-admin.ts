import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  dataRequestPageSchema,
  dataRequestSchema,
  legalHoldSchema,
  retentionOverviewSchema,
  retentionSettingsSchema,
  type DataRequestInput,
  type DataRequestQuery,
  type DataRequestStatus,
} from '#shared/schemas/privacy.ts';
import { api } from '#client/api/client.ts';

const PRIVACY_KEY = ['privacy'] as const;

/** GET /api/privacy/data-requests: one page, filtered and sorted on the server. */
export const dataRequestsQueryOptions = (query: DataRequestQuery) =>
  queryOptions({
    queryKey: [...PRIVACY_KEY, 'requests', query],
    queryFn: ({ signal }) =>
      api.get('/privacy/data-requests', {
        query: { ...query },
        signal,
        schema: dataRequestPageSchema,
      }),
    placeholderData: keepPreviousData,
  });

export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRequestInput) =>
      api.post('/privacy/data-requests', body, { schema: dataRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEY }),
  });
}

export function useSetDataRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: DataRequestStatus }) =>
      api.put(
        `/privacy/data-requests/${input.id}`,
        { status: input.status },
        { schema: dataRequestSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEY }),
  });
}

export function useRetention() {
  return useQuery({
    queryKey: [...PRIVACY_KEY, 'retention'],
    queryFn: ({ signal }) =>
      api.get('/privacy/retention', { signal, schema: retentionOverviewSchema }),
  });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retentionMonths: number) =>
      api.put('/privacy/retention', { retentionMonths }, { schema: retentionSettingsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PRIVACY_KEY, 'retention'] }),
  });
}

export const legalHoldKindSchema = z.enum(['candidate', 'user']);
export type LegalHoldKind = z.infer<typeof legalHoldKindSchema>;

export function useSetLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: LegalHoldKind; id: number; held: boolean }) =>
      api.put(
        `/privacy/legal-holds/${input.kind}/${input.id}`,
        { held: input.held },
        { schema: legalHoldSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PRIVACY_KEY, 'retention'] }),
  });
}
