import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';
import { useFaqInvalidation } from './use-faq-invalidation.ts';

/** PUT /api/cms/faq/groups-order: every topic id of the language, first to last. */
export const reorderFaqGroups = ({ lang, ids }: { lang: 'en' | 'tr'; ids: number[] }) =>
  api.put('/cms/faq/groups-order', { ids }, { query: { lang }, schema: okResponseSchema });

export function useReorderFaqGroups() {
  return useMutation({ mutationFn: reorderFaqGroups, onSuccess: useFaqInvalidation() });
}
