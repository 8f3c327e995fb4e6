import { useMutation } from '@tanstack/react-query';
import { uploadCvResponseSchema } from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';

export function uploadCv(id: string, file: File) {
  const form = new FormData();
  form.append('cv', file, file.name);
  return api.upload(`/pipeline/applications/${id}/cv`, form, { schema: uploadCvResponseSchema });
}

export function useUploadCv() {
  return useMutation({
    mutationFn: (variables: { id: string; file: File }) => uploadCv(variables.id, variables.file),
  });
}
