CREATE TABLE "blocked_amounts" (
	"row_key" integer PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"job_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reward_id" integer,
	"reward_public_id" varchar(32),
	"state" varchar(10) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"hired_at" timestamp with time zone,
	"guarantee_ends_at" timestamp with time zone,
	"hire_invoice_id" integer,
	"referral_id" integer,
	"recruiter_user_id" integer
);
--> statement-breakpoint
DROP INDEX "jobs_open_rewarded_idx";--> statement-breakpoint
DROP INDEX "rewards_job_standing_idx";--> statement-breakpoint
DROP INDEX "rewards_pending_key_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_rewards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A job's rewards that are pending or earned (held), counted as rewards are written, so that the
-- blocked amounts' commitments (open jobs with a reward and none held) are read from one partial
-- index instead of an anti-join of every open job against the rewards (issue 27). Counted by
-- increments under the job's row lock, the count stays exact when two transactions hire for or
-- cancel rewards of one job at once; jobs are locked in id order.
CREATE OR REPLACE FUNCTION rewards_count_held() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  job_ids integer[] := '{}';
  deltas integer[] := '{}';
  change record;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT job_ids || coalesce(array_agg(n.job_id), '{}'), deltas || coalesce(array_agg(1), '{}')
      INTO job_ids, deltas
      FROM new_rows n WHERE n.status IN ('pending', 'earned');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT job_ids || coalesce(array_agg(o.job_id), '{}'), deltas || coalesce(array_agg(-1), '{}')
      INTO job_ids, deltas
      FROM old_rows o WHERE o.status IN ('pending', 'earned');
  END IF;
  FOR change IN
    SELECT c.job_id, sum(c.delta)::integer AS delta
      FROM unnest(job_ids, deltas) AS c(job_id, delta)
     GROUP BY c.job_id HAVING sum(c.delta) <> 0
     ORDER BY c.job_id
  LOOP
    UPDATE jobs SET held_rewards = held_rewards + change.delta WHERE id = change.job_id;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rewards_count_held_inserted
  AFTER INSERT ON rewards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewards_count_held();
--> statement-breakpoint
CREATE TRIGGER rewards_count_held_updated
  AFTER UPDATE ON rewards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewards_count_held();
--> statement-breakpoint
CREATE TRIGGER rewards_count_held_deleted
  AFTER DELETE ON rewards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewards_count_held();
--> statement-breakpoint
UPDATE jobs j SET held_rewards = h.held
  FROM (SELECT job_id, count(*)::integer AS held FROM rewards
         WHERE status IN ('pending', 'earned') GROUP BY job_id) h
 WHERE j.id = h.job_id;--> statement-breakpoint
-- Its statements take a few milliseconds: on 2 cores, starting parallel workers for them took
-- longer than the work (docs/decisions/9-list-kit.md).
ALTER TABLE "blocked_amounts" SET (parallel_workers = 0);--> statement-breakpoint
CREATE INDEX "blocked_amounts_guarantee_idx" ON "blocked_amounts" USING btree ("guarantee_ends_at","kind","row_key");--> statement-breakpoint
CREATE INDEX "blocked_amounts_company_idx" ON "blocked_amounts" USING btree ("company_id");--> statement-breakpoint
-- The blocked amounts list's rows (src/server/db/schema/blocked-amounts.ts), kept in the
-- transaction that changes a reward or a job. A pending reward is a row; so is an open job with a
-- reward and no held reward (a commitment: `held_rewards` above turns 0 or not as rewards change).
CREATE OR REPLACE FUNCTION blocked_amounts_reward_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM blocked_amounts WHERE row_key = OLD.id - 2147483647 - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'pending' THEN
    INSERT INTO blocked_amounts (row_key, kind, job_id, company_id, reward_id, reward_public_id,
        state, amount_minor, currency, hired_at, guarantee_ends_at, hire_invoice_id, referral_id,
        recruiter_user_id)
      VALUES (NEW.id - 2147483647 - 1, 0, NEW.job_id, NEW.company_id, NEW.id, NEW.public_id,
        CASE WHEN NEW.company_paid_at IS NULL THEN 'owed' ELSE 'guarantee' END, NEW.amount_minor,
        NEW.currency, NEW.hired_at, NEW.guarantee_ends_at, NEW.hire_invoice_id, NEW.referral_id,
        NEW.recruiter_user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blocked_amounts_reward_changed
  AFTER INSERT OR UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION blocked_amounts_reward_changed();
--> statement-breakpoint
-- The commitment rows of the given jobs, as they are now.
CREATE OR REPLACE FUNCTION blocked_amounts_commitments(job_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  DELETE FROM blocked_amounts WHERE kind = 1 AND row_key = ANY (job_ids);
  INSERT INTO blocked_amounts (row_key, kind, job_id, company_id, state, amount_minor, currency)
    SELECT j.id, 1, j.id, j.company_id, 'committed', j.reward_minor, j.reward_currency
      FROM jobs j
     WHERE j.id = ANY (job_ids) AND j.status_id = 1 AND j.reward_minor > 0 AND j.held_rewards = 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blocked_amounts_job_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM blocked_amounts_commitments(ARRAY[NEW.id]);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO blocked_amounts (row_key, kind, job_id, company_id, state, amount_minor, currency)
      SELECT n.id, 1, n.id, n.company_id, 'committed', n.reward_minor, n.reward_currency
        FROM new_rows n
       WHERE n.status_id = 1 AND n.reward_minor > 0 AND n.held_rewards = 0;
  ELSE
    DELETE FROM blocked_amounts WHERE kind = 1 AND row_key IN (SELECT o.id FROM old_rows o);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserted and deleted jobs by statement (a seed inserts a million at once); an update by row,
-- only when what makes a commitment changed (a job's views are counted by updates too).
CREATE TRIGGER blocked_amounts_jobs_inserted
  AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blocked_amounts_job_changed();
--> statement-breakpoint
CREATE TRIGGER blocked_amounts_jobs_deleted
  AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blocked_amounts_job_changed();
--> statement-breakpoint
CREATE TRIGGER blocked_amounts_job_updated
  AFTER UPDATE OF status_id, reward_minor, reward_currency, held_rewards, company_id ON jobs
  FOR EACH ROW
  WHEN ((OLD.status_id, OLD.reward_minor, OLD.reward_currency, OLD.held_rewards, OLD.company_id)
    IS DISTINCT FROM (NEW.status_id, NEW.reward_minor, NEW.reward_currency, NEW.held_rewards,
      NEW.company_id))
  EXECUTE FUNCTION blocked_amounts_job_changed();
--> statement-breakpoint
INSERT INTO blocked_amounts (row_key, kind, job_id, company_id, reward_id, reward_public_id, state,
    amount_minor, currency, hired_at, guarantee_ends_at, hire_invoice_id, referral_id,
    recruiter_user_id)
  SELECT r.id - 2147483647 - 1, 0, r.job_id, r.company_id, r.id, r.public_id,
      CASE WHEN r.company_paid_at IS NULL THEN 'owed' ELSE 'guarantee' END, r.amount_minor,
      r.currency, r.hired_at, r.guarantee_ends_at, r.hire_invoice_id, r.referral_id,
      r.recruiter_user_id
    FROM rewards r WHERE r.status = 'pending';
--> statement-breakpoint
INSERT INTO blocked_amounts (row_key, kind, job_id, company_id, state, amount_minor, currency)
  SELECT j.id, 1, j.id, j.company_id, 'committed', j.reward_minor, j.reward_currency
    FROM jobs j WHERE j.status_id = 1 AND j.reward_minor > 0 AND j.held_rewards = 0;
