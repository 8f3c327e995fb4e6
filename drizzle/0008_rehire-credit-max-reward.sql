DROP INDEX "points_ledger_reward_once_uq";--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "max_reward_minor" bigint;--> statement-breakpoint
-- Existing rows get the seed's defaults (src/server/db/seed/data/lookups.ts), in minor units.
UPDATE "currencies" SET "max_reward_minor" = (CASE "code"
  WHEN 'TRY' THEN 2000000 WHEN 'GBP' THEN 40000 WHEN 'JPY' THEN 7500000 WHEN 'CAD' THEN 70000
  WHEN 'AUD' THEN 75000 WHEN 'CHF' THEN 45000 WHEN 'CNY' THEN 350000 WHEN 'INR' THEN 4000000
  ELSE 50000 END)::bigint * power(10, "minor_unit")::bigint;--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "max_reward_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "hire_cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reward_once_uq" ON "points_ledger" USING btree ("referral_id","hire_cycle") WHERE "points_ledger"."kind" = 'reward';
