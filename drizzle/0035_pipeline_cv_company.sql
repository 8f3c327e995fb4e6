-- A CV a company member uploads in the pipeline belongs to the company it was uploaded at, which
-- the upload now records. Those uploaded before are given their company from the upload's audit
-- row (the application it was uploaded at, whose job is the company's).
UPDATE "files" SET "company_id" = "jobs"."company_id"
FROM "audit_log"
JOIN "referrals" ON "referrals"."public_id" = "audit_log"."entity_id"
JOIN "jobs" ON "jobs"."id" = "referrals"."job_id"
WHERE "audit_log"."action" = 'application.cv_uploaded'
  AND "audit_log"."entity" = 'referral'
  AND "audit_log"."data" ->> 'file' = "files"."public_id"
  AND "files"."file_type_id" = 5
  AND "files"."company_id" IS NULL;
