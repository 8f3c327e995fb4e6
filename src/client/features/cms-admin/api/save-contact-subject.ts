import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContactSubjectSchema, type SaveContactSubject } from '#shared/schemas/cms.ts';
import { api } from '#client/api/client.ts';

/** POST /api/cms/contact-subjects or PUT /api/cms/contact-subjects/:id. */
export function saveContactSubject({ id, ...body }: SaveContactSubject & { id?: number }) {
  return id === undefined
    ? api.post('/cms/contact-subjects', body, { schema: adminContactSubjectSchema })
    : api.put(`/cms/contact-subjects/${id}`, body, { schema: adminContactSubjectSchema });
}

export function useSaveContactSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactSubject,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cms-admin', 'contact-subjects'] });
      void queryClient.invalidateQueries({ queryKey: ['contact', 'subjects'] });
    },
  });
}
