import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';

/** DELETE /api/cms/content/:id: the public page falls back to its built-in text. */
export const deleteContentItem = (id: number) =>
  api.delete(`/cms/content/${id}`, { schema: okResponseSchema });

export function useDeleteContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cms-admin', 'content'] });
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}
