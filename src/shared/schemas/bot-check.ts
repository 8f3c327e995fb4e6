import { z } from 'zod';

/** `login-strict` is a harder proof of work, asked of strangers past an account's login limit. */
export const BOT_CHECK_ACTIONS = [
  'login',
  'login-strict',
  'signup',
  'reset',
  'contact',
  'confirm',
] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const botCheckChallengeQuerySchema = z.object({ action: z.enum(BOT_CHECK_ACTIONS) });

/** ALTCHA proof of work by default; reCAPTCHA v3 when the server has its keys. */
export const botCheckChallengeResponseSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    challenge: z.object({
      parameters: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number().optional(),
        data: z
          .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
          .optional(),
      }),
      signature: z.string().optional(),
    }),
  }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type BotCheckChallengeResponse = z.infer<typeof botCheckChallengeResponseSchema>;
