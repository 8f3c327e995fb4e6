ALTER TABLE "cities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "active" boolean DEFAULT true NOT NULL;