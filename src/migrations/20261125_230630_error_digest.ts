import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The admins' hourly mail of unhandled errors: its two tasks, and the plain table of counts
// (src/server/data/serverErrors.ts), one row per clock hour (UTC) and route, not a row per error.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailErrorDigest' BEFORE 'mailFundraiserLink';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueErrorDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailErrorDigest' BEFORE 'mailFundraiserLink';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueErrorDigest';
  CREATE TABLE IF NOT EXISTS "server_errors" (
    "hour" timestamp(3) with time zone NOT NULL,
    "route" varchar(220) NOT NULL,
    "count" integer NOT NULL DEFAULT 1,
    "first_message" varchar(500) NOT NULL,
    "first_request_id" varchar(100) NOT NULL,
    "told_at" timestamp(3) with time zone,
    PRIMARY KEY ("hour", "route")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "server_errors";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
