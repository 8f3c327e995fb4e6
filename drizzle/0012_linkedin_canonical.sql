-- One LinkedIn form everywhere, the spec's {host}/in/{name}/: sign-up stored
-- https://www.linkedin.com/in/x/ while referrals and the demo data stored linkedin.com/in/x/,
-- so the same profile could open a second account.
UPDATE "users"
  SET "linkedin_page" = regexp_replace(
    btrim("linkedin_page"),
    '^(?:https?://)?(?:(?:www|[a-z]{2})\.)?linkedin\.com/in/([^/?#[:space:]]+)/?(?:[?#].*)?$',
    'linkedin.com/in/\1/',
    'i')
  WHERE btrim("linkedin_page") ~* '^(https?://)?((www|[a-z]{2})\.)?linkedin\.com/in/[^/?#[:space:]]+/?([?#].*)?$';
--> statement-breakpoint
-- Accounts that held one profile under two spellings: the oldest keeps it; the others lose the
-- link (its owner can set it again on the profile page).
UPDATE "users" AS u SET "linkedin_page" = NULL
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY lower("linkedin_page") ORDER BY "id") AS n
      FROM "users" WHERE "linkedin_page" IS NOT NULL
  ) AS d
  WHERE u."id" = d."id" AND d.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_linkedin_page_lower_uq" ON "users" USING btree (lower("linkedin_page")) WHERE "users"."linkedin_page" is not null;
