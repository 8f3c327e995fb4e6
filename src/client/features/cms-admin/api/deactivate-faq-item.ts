import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';
import { useFaqInvalidation } from './use-faq-invalidation.ts';

/** DELETE /api/cms/faq/items/:id: the question is deactivated, never deleted. */
export const deactivateFaqItem = (id: number) =>
  api.delete(`/cms/faq/items/${id}`, { schema: okResponseSchema });

export function useDeactivateFaqItem() {
  return useMutation({ mutationFn: deactivateFaqItem, onSuccess: useFaqInvalidation() });
}
