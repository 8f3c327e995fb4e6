CREATE TABLE "used_oauth_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
