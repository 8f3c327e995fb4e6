import { z } from 'zod';

/** What a notification is about; each user can turn its e-mail off per kind (the in-app one stays). */
export const NOTIFICATION_KINDS = [
  'application_status',
  'new_application',
  'reward',
  'payout',
  'payment',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email: z.boolean(),
});

export const notificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: only the kinds sent change; each kind at most once. */
export const notificationPreferencesInputSchema = z.object({
  items: z
    .array(notificationPreferenceSchema.strict())
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, {
      message: 'Each kind at most once',
    }),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;
