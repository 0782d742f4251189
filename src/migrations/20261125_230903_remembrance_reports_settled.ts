import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Reports of a remembrance are kept when staff publish it again: marked settled, with who decided
// (src/server/data/remembranceReports.ts keeps this plain table in step by hand), so those who
// reported it never count again. Content staff are mailed when reports hide one (a new mail task).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailRemembranceHidden' BEFORE 'mailFundraiserLink';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailRemembranceHidden' BEFORE 'mailFundraiserLink';
  ALTER TABLE "remembrance_reports" ADD COLUMN "settled_at" timestamp(3) with time zone;
  ALTER TABLE "remembrance_reports" ADD COLUMN "settled_by_id" integer;
  ALTER TABLE "remembrance_reports" ADD COLUMN "settled_by_email" varchar(254);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "remembrance_reports" DROP COLUMN "settled_at";
  ALTER TABLE "remembrance_reports" DROP COLUMN "settled_by_id";
  ALTER TABLE "remembrance_reports" DROP COLUMN "settled_by_email";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'mailRemembranceHidden';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'mailRemembranceHidden';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
