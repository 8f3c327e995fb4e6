ALTER TABLE "referrals" ADD COLUMN "person_email_key" varchar(254) GENERATED ALWAYS AS (case when substring(lower(btrim("person_email")) from '@([^@]+)$') in ('gmail.com', 'googlemail.com')
    then nullif(replace(case when substring(lower(btrim("person_email")) from '@([^@]+)$') in ('gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'fastmail.com') then split_part(substring(lower(btrim("person_email")) from '^(.+)@[^@]+$'), '+', 1) else substring(lower(btrim("person_email")) from '^(.+)@[^@]+$') end, '.', ''), '') || '@gmail.com'
    else nullif(case when substring(lower(btrim("person_email")) from '@([^@]+)$') in ('gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'fastmail.com') then split_part(substring(lower(btrim("person_email")) from '^(.+)@[^@]+$'), '+', 1) else substring(lower(btrim("person_email")) from '^(.+)@[^@]+$') end, '') || '@' || substring(lower(btrim("person_email")) from '@([^@]+)$') end) STORED;
--> statement-breakpoint
-- Rows stored before the key may name one mailbox twice on a job (x@gmail.com, x+jobs@gmail.com):
-- the first referral keeps the address; a later one gives it up (its candidate record keeps it)
-- and an audit row says which referral kept it.
WITH "ranked" AS (
  SELECT "id", "public_id",
    first_value("public_id") OVER "same_mailbox" AS "kept",
    row_number() OVER "same_mailbox" AS "n"
  FROM "referrals"
  WHERE "person_email_key" IS NOT NULL
  WINDOW "same_mailbox" AS (PARTITION BY "job_id", "person_email_key" ORDER BY "id")
), "released" AS (
  UPDATE "referrals" SET "person_email" = NULL
  FROM "ranked"
  WHERE "ranked"."id" = "referrals"."id" AND "ranked"."n" > 1
  RETURNING "referrals"."public_id", "ranked"."kept"
)
INSERT INTO "audit_log" ("action", "entity", "entity_id", "data")
  SELECT 'referral.person_email_released', 'referral', "public_id",
    jsonb_build_object('keptBy', "kept", 'reason', 'same mailbox on the job')
  FROM "released";
--> statement-breakpoint
DROP INDEX "referrals_job_email_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_job_email_uq" ON "referrals" USING btree ("job_id","person_email_key");
