import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sponsorships_method" AS ENUM('card', 'check');
  CREATE TYPE "public"."enum_sponsorships_status" AS ENUM('held', 'paid', 'expired', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailSponsorship' BEFORE 'mailTicketRefund';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailSponsorship' BEFORE 'mailTicketRefund';
  CREATE TABLE "sponsorships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tier_id" integer NOT NULL,
  	"company" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"website" varchar,
  	"method" "enum_sponsorships_method" DEFAULT 'card' NOT NULL,
  	"status" "enum_sponsorships_status" DEFAULT 'held' NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"value_cents" numeric DEFAULT 0 NOT NULL,
  	"approved" boolean DEFAULT false,
  	"logo_id" integer,
  	"hold_expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"stripe_payment_intent_id" varchar,
  	"client_secret" varchar,
  	"idempotency_key_hash" varchar,
  	"request_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sponsor_tiers" ADD COLUMN "quantity" numeric;
  ALTER TABLE "sponsor_tiers" ADD COLUMN "value_cents" numeric DEFAULT 0;
  ALTER TABLE "sponsor_tiers" ADD COLUMN "purchasable" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sponsorships_id" integer;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_tier_id_sponsor_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."sponsor_tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_logo_id_campaign_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."campaign_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sponsorships_tier_idx" ON "sponsorships" USING btree ("tier_id");
  CREATE INDEX "sponsorships_email_idx" ON "sponsorships" USING btree ("email");
  CREATE INDEX "sponsorships_status_idx" ON "sponsorships" USING btree ("status");
  CREATE INDEX "sponsorships_approved_idx" ON "sponsorships" USING btree ("approved");
  CREATE INDEX "sponsorships_logo_idx" ON "sponsorships" USING btree ("logo_id");
  CREATE INDEX "sponsorships_hold_expires_at_idx" ON "sponsorships" USING btree ("hold_expires_at");
  CREATE INDEX "sponsorships_stripe_payment_intent_id_idx" ON "sponsorships" USING btree ("stripe_payment_intent_id");
  CREATE UNIQUE INDEX "sponsorships_idempotency_key_hash_idx" ON "sponsorships" USING btree ("idempotency_key_hash");
  CREATE INDEX "sponsorships_updated_at_idx" ON "sponsorships" USING btree ("updated_at");
  CREATE INDEX "sponsorships_created_at_idx" ON "sponsorships" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorships_fk" FOREIGN KEY ("sponsorships_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sponsorships_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsorships_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sponsorships" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sponsorships" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sponsorships_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailTicketRefund', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailTicketRefund', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_sponsorships_id_idx";
  ALTER TABLE "sponsor_tiers" DROP COLUMN "quantity";
  ALTER TABLE "sponsor_tiers" DROP COLUMN "value_cents";
  ALTER TABLE "sponsor_tiers" DROP COLUMN "purchasable";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sponsorships_id";
  DROP TYPE "public"."enum_sponsorships_method";
  DROP TYPE "public"."enum_sponsorships_status";`)
}
