-- Issue 27, a job search without its cache: a keyword count first reads the newest open jobs' search
-- text from this index alone (index-only, no table page), so a common word is counted to the cap
-- without fetching 1,001 rows from the table (src/server/features/jobs/search/count-sql.ts). It has
-- the key of jobs_open_country_created_idx, which it replaces: the newest-first walks and the
-- country counts use it as they used that one.
CREATE INDEX IF NOT EXISTS jobs_open_country_created_text_idx ON jobs (country_id, created_at DESC, id DESC) INCLUDE (search_text) WHERE status_id = 1;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_open_country_created_idx;
