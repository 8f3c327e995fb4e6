import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';

type SaveTerms = { termTypeId: number; lang: 'en' | 'tr'; htmlBody: string };

/** PUT /api/cms/terms/:termTypeId/:lang: replaces the text (sanitised on the server). */
export const saveTerms = ({ termTypeId, lang, htmlBody }: SaveTerms) =>
  api.put(`/cms/terms/${termTypeId}/${lang}`, { htmlBody }, { schema: okResponseSchema });

export function useSaveTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTerms,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cms-admin', 'terms'] });
      void queryClient.invalidateQueries({ queryKey: ['terms'] });
    },
  });
}
