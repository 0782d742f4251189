import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deposits_kind" AS ENUM('stripe', 'checks');
  CREATE TYPE "public"."enum_deposit_lines_type" AS ENUM('charge', 'refund', 'dispute', 'fee', 'check', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recordPayoutLines';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recordPayoutLines';
  CREATE TABLE "deposits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_deposits_kind" NOT NULL,
  	"arrival_date" varchar NOT NULL,
  	"stripe_payout_id" varchar,
  	"payout_amount_cents" numeric,
  	"lines_pending" boolean DEFAULT false,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deposit_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"deposit_id" integer NOT NULL,
  	"type" "enum_deposit_lines_type" NOT NULL,
  	"donation_id" integer,
  	"source_key" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"gross_cents" numeric NOT NULL,
  	"fee_cents" numeric DEFAULT 0 NOT NULL,
  	"net_cents" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "stripe_fee_cents" numeric;
  ALTER TABLE "donations" ADD COLUMN "stripe_net_cents" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deposits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deposit_lines_id" integer;
  ALTER TABLE "deposits" ADD CONSTRAINT "deposits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "deposits_arrival_date_idx" ON "deposits" USING btree ("arrival_date");
  CREATE UNIQUE INDEX "deposits_stripe_payout_id_idx" ON "deposits" USING btree ("stripe_payout_id");
  CREATE INDEX "deposits_created_by_idx" ON "deposits" USING btree ("created_by_id");
  CREATE INDEX "deposits_updated_at_idx" ON "deposits" USING btree ("updated_at");
  CREATE INDEX "deposits_created_at_idx" ON "deposits" USING btree ("created_at");
  CREATE INDEX "deposit_lines_deposit_idx" ON "deposit_lines" USING btree ("deposit_id");
  CREATE INDEX "deposit_lines_donation_idx" ON "deposit_lines" USING btree ("donation_id");
  CREATE UNIQUE INDEX "deposit_lines_source_key_idx" ON "deposit_lines" USING btree ("source_key");
  CREATE INDEX "deposit_lines_updated_at_idx" ON "deposit_lines" USING btree ("updated_at");
  CREATE INDEX "deposit_lines_created_at_idx" ON "deposit_lines" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deposits_fk" FOREIGN KEY ("deposits_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deposit_lines_fk" FOREIGN KEY ("deposit_lines_id") REFERENCES "public"."deposit_lines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_deposits_id_idx" ON "payload_locked_documents_rels" USING btree ("deposits_id");
  CREATE INDEX "payload_locked_documents_rels_deposit_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("deposit_lines_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deposits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deposit_lines" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "deposits" CASCADE;
  DROP TABLE "deposit_lines" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deposits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deposit_lines_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_deposits_id_idx";
  DROP INDEX "payload_locked_documents_rels_deposit_lines_id_idx";
  ALTER TABLE "donations" DROP COLUMN "stripe_fee_cents";
  ALTER TABLE "donations" DROP COLUMN "stripe_net_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deposits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deposit_lines_id";
  DROP TYPE "public"."enum_deposits_kind";
  DROP TYPE "public"."enum_deposit_lines_type";`)
}
