import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxMailDetailSchema } from '#shared/schemas/mail-outbox.ts';
import { api } from '#client/api/client.ts';
import { MAIL_OUTBOX_KEY } from './keys.ts';

/** GET /api/mail-outbox/:id: one e-mail with its HTML and plain text. */
export function getOutboxMail(id: number, signal?: AbortSignal) {
  return api.get(`/mail-outbox/${id}`, { signal, schema: outboxMailDetailSchema });
}

export const outboxMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...MAIL_OUTBOX_KEY, 'detail', id],
    queryFn: ({ signal }) => getOutboxMail(id, signal),
  });

export function useOutboxMail(id: number) {
  return useQuery(outboxMailQueryOptions(id));
}
