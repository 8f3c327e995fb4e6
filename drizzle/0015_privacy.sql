CREATE TABLE "privacy_data_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_data_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"received_on" varchar(10) NOT NULL,
	"notes" text,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_by_user_id" integer,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_data_requests_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "privacy_destruction_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_destruction_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_kind" varchar(16) NOT NULL,
	"record_id" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_legal_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_legal_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_kind" varchar(12) NOT NULL,
	"record_id" integer NOT NULL,
	"set_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_quarantine" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"quarantined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_months" smallint DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_data_requests" ADD CONSTRAINT "privacy_data_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_legal_holds" ADD CONSTRAINT "privacy_legal_holds_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_quarantine" ADD CONSTRAINT "privacy_quarantine_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_data_requests_status_idx" ON "privacy_data_requests" USING btree ("status","received_on");--> statement-breakpoint
CREATE INDEX "privacy_destruction_log_at_idx" ON "privacy_destruction_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_legal_holds_record_uq" ON "privacy_legal_holds" USING btree ("record_kind","record_id");