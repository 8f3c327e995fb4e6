import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';
import { useFaqInvalidation } from './use-faq-invalidation.ts';

/** DELETE /api/cms/faq/groups/:id: the topic is deactivated, never deleted. */
export const deactivateFaqGroup = (id: number) =>
  api.delete(`/cms/faq/groups/${id}`, { schema: okResponseSchema });

export function useDeactivateFaqGroup() {
  return useMutation({ mutationFn: deactivateFaqGroup, onSuccess: useFaqInvalidation() });
}
