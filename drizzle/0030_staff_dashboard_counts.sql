CREATE TABLE "user_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_presence_seen_idx" ON "user_presence" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referrals_hired_idx" ON "referrals" USING btree ("hired_at") WHERE "referrals"."hired_at" is not null;--> statement-breakpoint
INSERT INTO "user_presence" ("user_id", "last_seen_at")
  SELECT "id", "last_seen_at" FROM "users" WHERE "last_seen_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_seen_at";