import { z } from 'zod';
import { multiLineText } from './fields.ts';

export const PRESENCE_STATUSES = ['online', 'away', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.enum(PRESENCE_STATUSES),
});
export type Participant = z.infer<typeof participantSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  jobTitle: z.string().nullable(),
  other: participantSchema,
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  unread: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListResponseSchema = z.object({
  items: z.array(conversationSummarySchema),
  unread: z.number(),
});
export type ConversationList = z.infer<typeof conversationListResponseSchema>;

export const messageSchema = z.object({
  id: z.number(),
  mine: z.boolean(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

export const conversationResponseSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(messageSchema),
});
export type ConversationDetail = z.infer<typeof conversationResponseSchema>;

export const messageBodySchema = multiLineText({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(4000, 'validation.tooLong');

export const sendMessageRequestSchema = z.object({ text: messageBodySchema });

export const startConversationRequestSchema = z.object({
  recipientId: z.string().regex(/^[0-9a-f]{32}$/),
  jobId: z.string().regex(/^[0-9a-f]{32}$/),
  text: messageBodySchema,
});
export type StartConversationRequest = z.infer<typeof startConversationRequestSchema>;

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  status: z.enum(PRESENCE_STATUSES),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListResponseSchema = z.object({ items: z.array(contactSchema) });
