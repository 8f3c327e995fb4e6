import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContentItemSchema, type SaveContentItem } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** PUT /api/cms/content: creates or replaces the item of its key; the server sanitises the HTML. */
export const saveContentItem = (body: SaveContentItem) =>
  api.put('/cms/content', body, { schema: adminContentItemSchema });

export function useSaveContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cms-admin', 'content'] });
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}
