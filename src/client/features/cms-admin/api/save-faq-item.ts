import { useMutation } from '@tanstack/react-query';
import { adminFaqItemSchema, type SaveFaqItem } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';
import { useFaqInvalidation } from './use-faq-invalidation.ts';

/** POST /api/cms/faq/items (added last) or PUT /api/cms/faq/items/:id; the answer is sanitised. */
export function saveFaqItem({ id, ...body }: SaveFaqItem & { id?: number }) {
  return id === undefined
    ? api.post('/cms/faq/items', body, { schema: adminFaqItemSchema })
    : api.put(`/cms/faq/items/${id}`, body, { schema: adminFaqItemSchema });
}

export function useSaveFaqItem() {
  return useMutation({ mutationFn: saveFaqItem, onSuccess: useFaqInvalidation() });
}
