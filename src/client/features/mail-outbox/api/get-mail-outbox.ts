import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailOutboxResponseSchema, type MailOutboxQuery } from '#shared/schemas/mail-outbox.ts';
import { api } from '#client/api/client.ts';
import { MAIL_OUTBOX_KEY } from './keys.ts';

/** GET /api/mail-outbox: one page of the outbox, filtered and sorted on the server. */
export function getMailOutbox(query: MailOutboxQuery, signal?: AbortSignal) {
  return api.get('/mail-outbox', { query: { ...query }, signal, schema: mailOutboxResponseSchema });
}

export const mailOutboxQueryOptions = (query: MailOutboxQuery) =>
  queryOptions({
    queryKey: [...MAIL_OUTBOX_KEY, 'list', query],
    queryFn: ({ signal }) => getMailOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(query: MailOutboxQuery) {
  return useQuery(mailOutboxQueryOptions(query));
}
