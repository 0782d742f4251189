import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailStatement' BEFORE 'mailFundraiserGift';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueYearEndStatements';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueStatementRequest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailStatement' BEFORE 'mailFundraiserGift';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueYearEndStatements';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueStatementRequest';
  CREATE TABLE "donor_statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"queued_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"gifts_count" numeric,
  	"total_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_statements_id" integer;
  CREATE INDEX "donor_statements_email_idx" ON "donor_statements" USING btree ("email");
  CREATE INDEX "donor_statements_updated_at_idx" ON "donor_statements" USING btree ("updated_at");
  CREATE INDEX "donor_statements_created_at_idx" ON "donor_statements" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_year_idx" ON "donor_statements" USING btree ("email","year");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_statements_fk" FOREIGN KEY ("donor_statements_id") REFERENCES "public"."donor_statements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_statements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_statements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_statements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_statements_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_donor_statements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_statements_id";`)
}
