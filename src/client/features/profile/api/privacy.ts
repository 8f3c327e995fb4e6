import { useMutation } from '@tanstack/react-query';
import { deleteAccountResultSchema } from '#shared/schemas/privacy.ts';
import { api } from '#client/api/client.ts';
import { downloadPdf as downloadFile } from '#client/lib/download-pdf.ts';

/** GET /api/privacy/export: the caller's data as a ZIP, handed to the browser as a download. */
export function downloadMyData() {
  return downloadFile('/privacy/export', `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** POST /api/privacy/delete-account with the typed e-mail or password. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      api.post('/privacy/delete-account', { confirmation }, { schema: deleteAccountResultSchema }),
  });
}
