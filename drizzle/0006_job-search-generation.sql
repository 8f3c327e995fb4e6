-- A number that changes whenever the set of searchable jobs may have changed. The search API keeps
-- the totals of recent searches and reuses one only while this number is the one it was counted
-- at (src/server/features/jobs/search-count-cache.ts), so any writer, on any server, invalidates.
CREATE TABLE IF NOT EXISTS job_search_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO job_search_generation (id, generation) VALUES (true, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_generation_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE job_search_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS job_search_generation_bump ON jobs;
--> statement-breakpoint
-- Once per statement; view counts and other columns outside search leave it alone.
CREATE TRIGGER job_search_generation_bump
  AFTER INSERT OR DELETE OR UPDATE OF status_id, created_at, title, description_html, company_id,
    city_id, country_id, job_type_id, remote_type_id, reward_minor, reward_currency
  ON jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_generation_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS job_search_generation_truncate ON jobs;
--> statement-breakpoint
CREATE TRIGGER job_search_generation_truncate
  AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_generation_bump();
