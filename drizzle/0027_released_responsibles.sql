-- A member removed from a company before removals released their jobs is no longer responsible
-- for any of that company's jobs (features/companies/members.ts removeMember now does it at once).
DELETE FROM "job_responsibles" jr
USING "jobs" j
WHERE j."id" = jr."job_id"
  AND NOT EXISTS (
    SELECT 1 FROM "company_members" m
    WHERE m."user_id" = jr."user_id" AND m."company_id" = j."company_id" AND m."removed_at" IS NULL
  );
