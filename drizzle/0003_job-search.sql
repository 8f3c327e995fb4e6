-- Job search: accent- and Turkish-i-insensitive substring match (pg_trgm) over title, company,
-- city, country and reward, plus English and Turkish full text of title and description.
-- Both extensions are trusted, so a database owner may create them (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- The SQL twin of searchFold() in src/shared/format/search-fold.ts. İ, I and ı are folded before
-- lower() so the result does not depend on the cluster's locale; unaccent is wrapped with an
-- explicit dictionary so that the function may be IMMUTABLE (index expressions, triggers).
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, translate(value, 'İIı', 'iii'))), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "search_text" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  extra text;
  body text;
BEGIN
  SELECT concat_ws(' ', c.name, ci.name, co.name_en, co.name_tr)
    INTO extra
    FROM (SELECT 1) one
    LEFT JOIN companies c ON c.id = NEW.company_id
    LEFT JOIN cities ci ON ci.id = NEW.city_id
    LEFT JOIN countries co ON co.id = NEW.country_id;
  NEW.search_text := search_fold(concat_ws(' ', NEW.title, extra,
    (NEW.reward_minor / 100)::text, NEW.reward_currency));
  body := search_fold(NEW.title || ' ' || regexp_replace(coalesce(NEW.description_html, ''), '<[^>]*>', ' ', 'g'));
  NEW.search_tsv := to_tsvector('english', body) || to_tsvector('turkish', body);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_search_refresh ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_search_refresh
  BEFORE INSERT OR UPDATE OF title, description_html, company_id, city_id, country_id, reward_minor, reward_currency
  ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_search_refresh();
--> statement-breakpoint
-- A renamed company re-indexes its jobs (listing company_id in SET fires the jobs trigger).
CREATE OR REPLACE FUNCTION companies_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE jobs SET company_id = company_id WHERE company_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_search_refresh ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_search_refresh
  AFTER UPDATE OF name ON companies FOR EACH ROW EXECUTE FUNCTION companies_search_refresh();
--> statement-breakpoint
UPDATE jobs SET title = title;
--> statement-breakpoint
-- Only open jobs are searched, so the search indexes are partial: smaller and always selective.
CREATE INDEX IF NOT EXISTS jobs_open_created_idx ON jobs (created_at DESC, id DESC) WHERE status_id = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_open_country_created_idx ON jobs (country_id, created_at DESC, id DESC) WHERE status_id = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_open_search_trgm_idx ON jobs USING gin (search_text gin_trgm_ops) WHERE status_id = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_open_search_tsv_idx ON jobs USING gin (search_tsv) WHERE status_id = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_open_industry_idx ON jobs (industry_id, created_at DESC) WHERE status_id = 1;
