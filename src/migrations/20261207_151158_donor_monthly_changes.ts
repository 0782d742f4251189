import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailMonthlyChanged' BEFORE 'mailEventReminder';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailMonthlyChanged' BEFORE 'mailEventReminder';
  ALTER TABLE "donations" ADD COLUMN "monthly_amount_cents" numeric;
  ALTER TABLE "donations" ADD COLUMN "monthly_fee_covered_cents" numeric;
  ALTER TABLE "donations" ADD COLUMN "monthly_paused_until" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD COLUMN "monthly_cancel_reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailSponsorship', 'mailTicketRefund', 'mailManageLinks', 'mailDonorSignIn', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailSponsorship', 'mailTicketRefund', 'mailManageLinks', 'mailDonorSignIn', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "donations" DROP COLUMN "monthly_amount_cents";
  ALTER TABLE "donations" DROP COLUMN "monthly_fee_covered_cents";
  ALTER TABLE "donations" DROP COLUMN "monthly_paused_until";
  ALTER TABLE "donations" DROP COLUMN "monthly_cancel_reason";`)
}
