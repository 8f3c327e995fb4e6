ALTER TABLE "conversations" ADD COLUMN "public_id" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "public_id" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_public_id_unique" UNIQUE("public_id");