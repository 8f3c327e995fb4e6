-- What companies posted before their images were limited to the text itself and this site
-- (infra/sanitize-html.ts sanitizePostedRichText) loses the images from other sites: each told
-- its site who opened the job. Stored texts were sanitised, so every attribute is double-quoted.
UPDATE "jobs"
SET "description_html" = regexp_replace("description_html", '<img[^>]*\ssrc="(?!data:)(?!/[^/])[^"]*"[^>]*>', '', 'gi'),
    "qualification_html" = regexp_replace("qualification_html", '<img[^>]*\ssrc="(?!data:)(?!/[^/])[^"]*"[^>]*>', '', 'gi')
WHERE "description_html" ~* '<img' OR "qualification_html" ~* '<img';
--> statement-breakpoint
UPDATE "companies"
SET "description" = regexp_replace("description", '<img[^>]*\ssrc="(?!data:)(?!/[^/])[^"]*"[^>]*>', '', 'gi')
WHERE "description" ~* '<img';
