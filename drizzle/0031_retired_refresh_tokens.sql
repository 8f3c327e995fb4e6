CREATE TABLE "retired_refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_refresh_tokens" ADD CONSTRAINT "retired_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_refresh_tokens_session_idx" ON "retired_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
INSERT INTO "retired_refresh_tokens" ("token_hash", "session_id", "retired_at")
  SELECT "previous_token_hash", "id", "last_used_at" FROM "sessions"
  WHERE "previous_token_hash" IS NOT NULL AND "revoked_at" IS NULL AND "expires_at" > now()
  ON CONFLICT DO NOTHING;
