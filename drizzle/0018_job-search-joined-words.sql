-- 'front-end' is indexed as 'frontend' too, so that either spelling finds the job (the search
-- also tries a hyphenated or spaced term's joined form).
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
  IF NEW.search_text ~ '[[:alnum:]]-[[:alnum:]]' THEN
    NEW.search_text := NEW.search_text || ' '
      || regexp_replace(NEW.search_text, '([[:alnum:]])-+(?=[[:alnum:]])', '\1', 'g');
  END IF;
  body := search_fold(NEW.title || ' ' || regexp_replace(coalesce(NEW.description_html, ''), '<[^>]*>', ' ', 'g'));
  NEW.search_tsv := to_tsvector('english', body) || to_tsvector('turkish', body);
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE jobs SET title = title WHERE search_text ~ '[[:alnum:]]-[[:alnum:]]';
