import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailFamilyDigest' BEFORE 'mailDisputeOpened';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailFamilyThanks' BEFORE 'mailDisputeOpened';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueFamilyDigests' BEFORE 'housekeeping';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailFamilyDigest' BEFORE 'mailDisputeOpened';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailFamilyThanks' BEFORE 'mailDisputeOpened';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueFamilyDigests' BEFORE 'housekeeping';`)
  // Not Payload collections (src/server/data/tributeFamilies.ts): a tribute page's family (the
  // person its cards went to) and their choice, their thank-yous, and one mail row per contributor.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "tribute_families" (
    "id" serial PRIMARY KEY NOT NULL,
    "tribute_id" integer NOT NULL REFERENCES "tributes"("id") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    "digest" varchar DEFAULT 'each' NOT NULL,
    "digest_from" timestamp(3) with time zone,
    "digest_to" timestamp(3) with time zone,
    "last_thanks_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    UNIQUE ("tribute_id", "email")
  );
  CREATE TABLE IF NOT EXISTS "tribute_thanks" (
    "id" serial PRIMARY KEY NOT NULL,
    "family_id" integer NOT NULL REFERENCES "tribute_families"("id") ON DELETE CASCADE,
    "message" text NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "tribute_thanks_mails" (
    "id" serial PRIMARY KEY NOT NULL,
    "thanks_id" integer NOT NULL REFERENCES "tribute_thanks"("id") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    UNIQUE ("thanks_id", "email")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "tribute_thanks_mails";
  DROP TABLE IF EXISTS "tribute_thanks";
  DROP TABLE IF EXISTS "tribute_families";
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailSponsorship', 'mailTicketRefund', 'mailManageLinks', 'mailDonorSignIn', 'mailMonthlyChanged', 'mailEventReminder', 'mailEventThanks', 'mailAnniversaryReminder', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'queueAnniversaryReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailWaitlistOffer', 'mailSponsorship', 'mailTicketRefund', 'mailManageLinks', 'mailDonorSignIn', 'mailMonthlyChanged', 'mailEventReminder', 'mailEventThanks', 'mailAnniversaryReminder', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'queueAnniversaryReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
