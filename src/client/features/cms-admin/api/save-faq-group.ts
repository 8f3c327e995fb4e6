import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { SaveFaqGroup } from '#shared/schemas/cms.ts';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';
import { useFaqInvalidation } from './use-faq-invalidation.ts';

/** POST /api/cms/faq/groups (new, added last) or PUT /api/cms/faq/groups/:id. */
export async function saveFaqGroup({ id, ...body }: SaveFaqGroup & { id?: number }) {
  if (id === undefined)
    await api.post('/cms/faq/groups', body, { schema: z.object({ id: z.number() }) });
  else await api.put(`/cms/faq/groups/${id}`, body, { schema: okResponseSchema });
}

export function useSaveFaqGroup() {
  return useMutation({ mutationFn: saveFaqGroup, onSuccess: useFaqInvalidation() });
}
