import { z } from 'zod';

export const NOTIFICATION_TYPES = ['mention', 'task', 'reminder'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  sender: z.string().nullable(),
  title: z.string(),
  details: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

export const notificationCountResponseSchema = z.object({
  unread: z.number(),
  changed: z.number(),
});
