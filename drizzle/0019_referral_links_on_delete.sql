ALTER TABLE "consent_records" DROP CONSTRAINT "consent_records_referral_id_referrals_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_notices" DROP CONSTRAINT "referral_notices_referral_id_referrals_id_fk";
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_notices" ADD CONSTRAINT "referral_notices_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;