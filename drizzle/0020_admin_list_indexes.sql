DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "points_ledger_user_idx";--> statement-breakpoint
DROP INDEX "points_ledger_user_currency_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("firstname" || ' ' || "lastname"),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_website_trgm_idx" ON "companies" USING gin ("website" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_reference_trgm_idx" ON "jobs" USING gin ("reference_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at","id") WHERE "candidates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_country_created_idx" ON "candidates" USING btree ("country_id","created_at","id") WHERE "candidates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_name_idx" ON "candidates" USING btree (lower("firstname" || ' ' || "lastname"),"id" DESC NULLS FIRST) WHERE "candidates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "candidates_name_trgm_idx" ON "candidates" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_email_trgm_idx" ON "candidates" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_mobile_trgm_idx" ON "candidates" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_candidate_idx" ON "referrals" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "referrals_job_updated_idx" ON "referrals" USING btree ("job_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree (lower("to_address"),"id");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_trgm_idx" ON "outbox_emails" USING gin ("to_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total_minor","id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "payment_entries_created_idx" ON "payment_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_entries_amount_idx" ON "payment_entries" USING btree ("amount_minor","id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_net_idx" ON "payouts" USING btree ("net_minor","id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_currency_idx" ON "points_ledger" USING btree ("user_id","currency","amount_minor","id");