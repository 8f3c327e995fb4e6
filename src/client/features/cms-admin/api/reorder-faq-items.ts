import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';
import { useFaqInvalidation } from './use-faq-invalidation.ts';

/** PUT /api/cms/faq/groups/:id/items-order: every question id of the topic, first to last. */
export const reorderFaqItems = ({ groupId, ids }: { groupId: number; ids: number[] }) =>
  api.put(`/cms/faq/groups/${groupId}/items-order`, { ids }, { schema: okResponseSchema });

export function useReorderFaqItems() {
  return useMutation({ mutationFn: reorderFaqItems, onSuccess: useFaqInvalidation() });
}
