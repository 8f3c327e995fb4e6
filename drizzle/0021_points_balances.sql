CREATE TABLE "points_balances" (
	"user_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"balance_minor" bigint NOT NULL,
	"first_entry_id" integer NOT NULL,
	CONSTRAINT "points_balances_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_balances_payable_idx" ON "points_balances" USING btree ("balance_minor","first_entry_id") WHERE "points_balances"."balance_minor" > 0;--> statement-breakpoint
CREATE INDEX "points_balances_currency_idx" ON "points_balances" USING btree ("currency","balance_minor","first_entry_id") WHERE "points_balances"."balance_minor" > 0;--> statement-breakpoint
-- The balances follow the append-only ledger: once per statement, each (user, currency) the
-- statement wrote gets its rows' sum added, in key order so that two writers lock alike. The
-- ledger is never updated or deleted (src/server/db/schema/points.ts); both are refused.
CREATE OR REPLACE FUNCTION points_balances_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO points_balances (user_id, currency, balance_minor, first_entry_id)
  SELECT user_id, currency, sum(amount_minor), min(id) FROM new_rows
  GROUP BY user_id, currency ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE
    SET balance_minor = points_balances.balance_minor + excluded.balance_minor,
        first_entry_id = least(points_balances.first_entry_id, excluded.first_entry_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER points_balances_add
  AFTER INSERT ON points_ledger REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION points_balances_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION points_ledger_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only: write a reversal instead';
END
$$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON points_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_append_only();
--> statement-breakpoint
INSERT INTO points_balances (user_id, currency, balance_minor, first_entry_id)
SELECT user_id, currency, sum(amount_minor), min(id) FROM points_ledger GROUP BY user_id, currency;
