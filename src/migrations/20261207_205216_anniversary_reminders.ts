import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailAnniversaryReminder' BEFORE 'mailDisputeOpened';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueAnniversaryReminders' BEFORE 'housekeeping';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailAnniversaryReminder' BEFORE 'mailDisputeOpened';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueAnniversaryReminders' BEFORE 'housekeeping';
  ALTER TABLE "donations" ADD COLUMN "tribute_remind_yearly" boolean DEFAULT false;`)
  // Not Payload collections: an address's "no more of this kind of mail" (src/server/data/mailOptOuts.ts),
  // and each yearly reminder queued, once per page, donor and year (src/server/data/anniversaries.ts).
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "mail_opt_outs" (
    "email" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("email", "kind")
  );
  CREATE TABLE IF NOT EXISTS "anniversary_reminders" (
    "id" serial PRIMARY KEY NOT NULL,
    "tribute_id" integer NOT NULL REFERENCES "tributes"("id") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    "year" integer NOT NULL,
    "queued_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    UNIQUE ("tribute_id", "email", "year")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailSponsorship', 'mailTicketRefund', 'mailManageLinks', 'mailDonorSignIn', 'mailMonthlyChanged', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailSponsorship', 'mailTicketRefund', 'mailManageLinks', 'mailDonorSignIn', 'mailMonthlyChanged', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "donations" DROP COLUMN "tribute_remind_yearly";
  DROP TABLE IF EXISTS "anniversary_reminders";
  DROP TABLE IF EXISTS "mail_opt_outs";`)
}
