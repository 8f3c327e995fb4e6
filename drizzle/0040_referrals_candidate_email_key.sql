-- A job's applications table searches its candidates' names and e-mails: the referral keeps the
-- e-mail's key beside the name's, so that the search reads the job's own rows (a bounded walk)
-- instead of choosing, on a trigram estimate, between that walk and every candidate matching.
ALTER TABLE "referrals" ADD COLUMN "candidate_email_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A new referral, or one moved to another candidate, takes its candidate's keys.
CREATE OR REPLACE FUNCTION referrals_candidate_name_key() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT lower(c.firstname || ' ' || c.lastname), lower(coalesce(c.email, ''))
  INTO NEW.candidate_name_key, NEW.candidate_email_key
  FROM candidates c WHERE c.id = NEW.candidate_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER referrals_candidate_name_key ON referrals;--> statement-breakpoint
CREATE TRIGGER referrals_candidate_name_key
  BEFORE INSERT OR UPDATE OF candidate_id, candidate_name_key, candidate_email_key ON referrals
  FOR EACH ROW EXECUTE FUNCTION referrals_candidate_name_key();
--> statement-breakpoint
-- A candidate renamed or given another e-mail (an edit, an erasure) re-keys their referrals.
CREATE OR REPLACE FUNCTION candidates_name_key_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE referrals
  SET candidate_name_key = lower(NEW.firstname || ' ' || NEW.lastname),
    candidate_email_key = lower(coalesce(NEW.email, ''))
  WHERE candidate_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER candidates_name_key_refresh ON candidates;--> statement-breakpoint
CREATE TRIGGER candidates_name_key_refresh
  AFTER UPDATE OF firstname, lastname, email ON candidates
  FOR EACH ROW
  WHEN (OLD.firstname IS DISTINCT FROM NEW.firstname OR OLD.lastname IS DISTINCT FROM NEW.lastname
    OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION candidates_name_key_refresh();
--> statement-breakpoint
UPDATE "referrals" SET "candidate_email_key" = lower(coalesce("candidates"."email", ''))
FROM "candidates" WHERE "candidates"."id" = "referrals"."candidate_id";
