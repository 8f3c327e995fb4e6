CREATE TABLE "job_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_search_words_trgm_idx" ON "job_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The distinct words of a search text that a spelling is looked up among (three letters or more).
CREATE OR REPLACE FUNCTION job_search_text_words(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(search_text, '\s+') w WHERE length(w) > 2 $$;
--> statement-breakpoint
-- Adds each word's change in open jobs, in word order so that two writers lock alike; a word no
-- open job holds any more goes.
CREATE OR REPLACE FUNCTION job_search_words_add(words text[], changes integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO job_search_words AS kept (word, jobs)
  SELECT word, change FROM unnest(words, changes) AS given(word, change) ORDER BY word
  ON CONFLICT (word) DO UPDATE SET jobs = kept.jobs + excluded.jobs;
  DELETE FROM job_search_words WHERE word = ANY(words) AND jobs <= 0;
$$;
--> statement-breakpoint
-- Counts the words of these search texts (one job each) in, or with sign -1 out.
CREATE OR REPLACE FUNCTION job_search_words_count(texts text[], sign integer) RETURNS void
  LANGUAGE sql
  AS $$
  SELECT job_search_words_add(array_agg(word), array_agg(change))
    FROM (SELECT w AS word, sign * count(*)::int AS change
            FROM unnest(texts) AS given(search_text), job_search_text_words(given.search_text) w
           GROUP BY w) counted
  HAVING count(*) > 0;
$$;
--> statement-breakpoint
-- Once per statement (a bulk insert of 100,000 jobs counts its words in one pass): the words of
-- the open jobs it added, removed, opened, closed or whose search text it changed.
CREATE OR REPLACE FUNCTION job_search_words_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM job_search_words_count(array(SELECT search_text FROM new_rows WHERE status_id = 1), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_words_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM job_search_words_count(array(SELECT search_text FROM old_rows WHERE status_id = 1), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_words_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM job_search_words_count(array(
    SELECT o.search_text FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.status_id = 1 AND (n.status_id <> 1 OR n.search_text IS DISTINCT FROM o.search_text)), -1);
  PERFORM job_search_words_count(array(
    SELECT n.search_text FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE n.status_id = 1 AND (o.status_id <> 1 OR n.search_text IS DISTINCT FROM o.search_text)), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_search_words_inserted
  AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER job_search_words_deleted
  AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_words_deleted();
--> statement-breakpoint
CREATE TRIGGER job_search_words_updated
  AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_words_updated();
--> statement-breakpoint
INSERT INTO job_search_words (word, jobs)
SELECT w, count(*)::int FROM jobs, job_search_text_words(jobs.search_text) w
 WHERE jobs.status_id = 1 GROUP BY w;
