DROP INDEX "referrals_referrer_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_reward_idx" ON "jobs" USING btree ("id","reward_currency","reward_minor") WHERE "jobs"."status_id" = 1;--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("published_at","id") WHERE "jobs"."status_id" = 1;--> statement-breakpoint
CREATE INDEX "candidates_user_idx" ON "candidates" USING btree ("user_id") WHERE "candidates"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_user_paid_idx" ON "points_ledger" USING btree ("user_id","currency","amount_minor") WHERE "points_ledger"."kind" in ('payout', 'payout_return');--> statement-breakpoint
CREATE INDEX "points_ledger_referral_idx" ON "points_ledger" USING btree ("referral_id","points") WHERE "points_ledger"."referral_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_visible_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."cleared_at" is null and "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","created_at");