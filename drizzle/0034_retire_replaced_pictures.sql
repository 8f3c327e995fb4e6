-- Pictures and logos are public. Before a new one retired the one it replaced, a replaced
-- picture stayed served at its old address: every picture or logo that no user or company
-- points at any more is marked deleted, which the files route answers with 404.
UPDATE "files" SET "deleted_at" = now()
WHERE "file_type_id" IN (1, 8)
  AND "deleted_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."profile_picture_file_id" = "files"."id")
  AND NOT EXISTS (SELECT 1 FROM "companies" WHERE "companies"."logo_file_id" = "files"."id");
