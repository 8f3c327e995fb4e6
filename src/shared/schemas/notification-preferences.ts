import { z } from 'zod';
import { ROLE } from '../constants/roles.ts';

/** What a notification is about; each user can turn its e-mail off per kind (the in-app one stays). */
export const NOTIFICATION_KINDS = [
  'application_status',
  'new_application',
  'reward',
  'payout',
  'payment',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds each role is sent (the server's notify calls), in NOTIFICATION_KINDS order: its
 * e-mail settings offer only these. Referrers hear of their referrals' and applications' statuses
 * and hires (an applicant of their own hire too); recruiters of their payouts; company members of
 * new referrals to their jobs and of their payments; staff of payments they must refund.
 */
const KINDS_OF_ROLE: Record<number, readonly NotificationKind[]> = {
  [ROLE.admin]: ['payment'],
  [ROLE.recruiter]: ['application_status', 'reward', 'payout'],
  [ROLE.candidate]: ['application_status', 'reward'],
  [ROLE.company]: ['new_application', 'payment'],
};

/** The notification kinds a role can receive (none for an unknown role). */
export const notificationKindsOf = (roleId: number): readonly NotificationKind[] =>
  KINDS_OF_ROLE[roleId] ?? [];

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
