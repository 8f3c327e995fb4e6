import { eq, sql } from 'drizzle-orm';
import {
  themeSettingsSchema,
  WARNING_CODES,
  type Preferences,
  type ThemeSettings,
  type WarningCode,
} from '#shared/schemas/profile.ts';
import type { Queryable } from '../../db/client.ts';
import { userPreferences } from '../../db/schema/index.ts';

/** Stored values are re-read through the schema: unknown or outdated keys fall back to defaults. */
export async function readPreferences(db: Queryable, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  const theme = themeSettingsSchema.safeParse(row?.theme ?? {});
  return {
    theme: theme.success ? theme.data : themeSettingsSchema.parse({}),
    dismissedWarnings: (row?.dismissedWarnings ?? []).filter((code): code is WarningCode =>
      (WARNING_CODES as readonly string[]).includes(code),
    ),
  };
}

export async function saveTheme(db: Queryable, userId: number, theme: ThemeSettings) {
  await db
    .insert(userPreferences)
    .values({ userId, theme })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { theme, updatedAt: sql`now()` },
    });
}

export async function dismissWarning(db: Queryable, userId: number, code: WarningCode) {
  await db
    .insert(userPreferences)
    .values({ userId, dismissedWarnings: [code] })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        dismissedWarnings: sql`(select coalesce(jsonb_agg(distinct value), '[]'::jsonb) from jsonb_array_elements_text(${userPreferences.dismissedWarnings} || ${JSON.stringify([code])}::jsonb))`,
        updatedAt: sql`now()`,
      },
    });
}
