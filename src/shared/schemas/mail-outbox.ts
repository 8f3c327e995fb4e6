import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

export const MAIL_OUTBOX_SORTS = ['createdAt', 'to', 'subject', 'status'] as const;
export const MAIL_STATUSES = ['kept', 'pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Staff read the mail the app wrote: search by recipient, filter by delivery status. */
export const mailOutboxQuerySchema = listQuerySchema(MAIL_OUTBOX_SORTS, 'createdAt', 'desc').extend(
  {
    status: z.enum(MAIL_STATUSES).optional(),
  },
);
export type MailOutboxQuery = z.output<typeof mailOutboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const mailOutboxResponseSchema = pagedResponseSchema(outboxMailSchema);

export const outboxMailParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const outboxMailDetailSchema = outboxMailSchema.extend({
  html: z.string(),
  text: z.string(),
  templateCode: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;
