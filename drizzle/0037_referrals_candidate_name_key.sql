-- A job's applications table sorts by the candidate's name: the referral keeps that name's sort
-- key, so that one index on (job, key) gives a page without reading every candidate of the job.
ALTER TABLE "referrals" ADD COLUMN "candidate_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A new referral, or one moved to another candidate, takes its candidate's key.
CREATE OR REPLACE FUNCTION referrals_candidate_name_key() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT lower(c.firstname || ' ' || c.lastname) INTO NEW.candidate_name_key
  FROM candidates c WHERE c.id = NEW.candidate_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER referrals_candidate_name_key
  BEFORE INSERT OR UPDATE OF candidate_id, candidate_name_key ON referrals
  FOR EACH ROW EXECUTE FUNCTION referrals_candidate_name_key();
--> statement-breakpoint
-- A renamed candidate (an edit, an erasure) re-keys their referrals.
CREATE OR REPLACE FUNCTION candidates_name_key_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE referrals SET candidate_name_key = lower(NEW.firstname || ' ' || NEW.lastname)
  WHERE candidate_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_name_key_refresh
  AFTER UPDATE OF firstname, lastname ON candidates
  FOR EACH ROW
  WHEN (OLD.firstname IS DISTINCT FROM NEW.firstname OR OLD.lastname IS DISTINCT FROM NEW.lastname)
  EXECUTE FUNCTION candidates_name_key_refresh();
--> statement-breakpoint
UPDATE "referrals" SET "candidate_name_key" = lower("candidates"."firstname" || ' ' || "candidates"."lastname")
FROM "candidates" WHERE "candidates"."id" = "referrals"."candidate_id";--> statement-breakpoint
CREATE INDEX "referrals_job_candidate_name_idx" ON "referrals" USING btree ("job_id","candidate_name_key");
