import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_donations_status" ADD VALUE 'disputed';
  ALTER TYPE "public"."enum_donations_status" ADD VALUE 'abandoned';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailDisputeOpened' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailRenewalFailed' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailCardTestingAlert' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'abandonStalePendings';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'cancelTestedPayment';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailDisputeOpened' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailRenewalFailed' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailCardTestingAlert' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'abandonStalePendings';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'cancelTestedPayment';
  ALTER TABLE "donations" ADD COLUMN "dispute_id" varchar;
  ALTER TABLE "donations" ADD COLUMN "dispute_status" varchar;
  ALTER TABLE "donations" ADD COLUMN "dispute_amount_cents" numeric;
  ALTER TABLE "donations" ADD COLUMN "dispute_reason" varchar;
  ALTER TABLE "donations" ADD COLUMN "dispute_evidence_due_by" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD COLUMN "renewal_failed_at" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD COLUMN "failure_reason" varchar;
  CREATE INDEX "donations_dispute_id_idx" ON "donations" USING btree ("dispute_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_donations_status";
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled', 'refunded', 'voided');
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_donations_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_donations_status" USING "status"::"public"."enum_donations_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_dispute_id_idx";
  ALTER TABLE "donations" DROP COLUMN "dispute_id";
  ALTER TABLE "donations" DROP COLUMN "dispute_status";
  ALTER TABLE "donations" DROP COLUMN "dispute_amount_cents";
  ALTER TABLE "donations" DROP COLUMN "dispute_reason";
  ALTER TABLE "donations" DROP COLUMN "dispute_evidence_due_by";
  ALTER TABLE "donations" DROP COLUMN "renewal_failed_at";
  ALTER TABLE "donations" DROP COLUMN "failure_reason";`)
}
