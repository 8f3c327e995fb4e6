CREATE TABLE "spec_api_referral_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"user_id" integer NOT NULL,
	"job_public_id" text NOT NULL,
	"candidate_public_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_api_referral_drafts_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "spec_api_referral_drafts" ADD CONSTRAINT "spec_api_referral_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spec_api_referral_drafts_user_idx" ON "spec_api_referral_drafts" USING btree ("user_id","job_public_id");