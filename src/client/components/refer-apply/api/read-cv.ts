import { useMutation } from '@tanstack/react-query';
import { cvReadResponseSchema } from '#shared/schemas/files.ts';
import { api } from '#client/api/client.ts';

/** POST /api/cv-reader: contact details found in a CV, to prefill the form (nothing is stored). */
export function readCv(file: File) {
  const form = new FormData();
  form.append('cv', file, file.name);
  return api.upload('/cv-reader', form, { schema: cvReadResponseSchema });
}

export function useReadCv() {
  return useMutation({ mutationFn: readCv });
}
