ALTER TABLE "notifications" ADD COLUMN "event" varchar(64);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "language" varchar(2);