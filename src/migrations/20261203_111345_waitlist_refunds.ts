import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waitlist_entries_status" AS ENUM('waiting', 'offered', 'claimed', 'lapsed');
  ALTER TYPE "public"."enum_ticket_orders_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailWaitlistOffer' BEFORE 'mailManageLinks';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailTicketRefund' BEFORE 'mailManageLinks';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailWaitlistOffer' BEFORE 'mailManageLinks';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailTicketRefund' BEFORE 'mailManageLinks';
  CREATE TABLE "waitlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"ticket" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"status" "enum_waitlist_entries_status" DEFAULT 'waiting' NOT NULL,
  	"offered_at" timestamp(3) with time zone,
  	"offer_expires_at" timestamp(3) with time zone,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "ticket_orders_items" ADD COLUMN "refunded" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "ticket_orders" ADD COLUMN "refunded_cents" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "tickets" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_entries_id" integer;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waitlist_entries_event_idx" ON "waitlist_entries" USING btree ("event_id");
  CREATE INDEX "waitlist_entries_email_idx" ON "waitlist_entries" USING btree ("email");
  CREATE INDEX "waitlist_entries_status_idx" ON "waitlist_entries" USING btree ("status");
  CREATE INDEX "waitlist_entries_offer_expires_at_idx" ON "waitlist_entries" USING btree ("offer_expires_at");
  CREATE INDEX "waitlist_entries_order_idx" ON "waitlist_entries" USING btree ("order_id");
  CREATE INDEX "waitlist_entries_updated_at_idx" ON "waitlist_entries" USING btree ("updated_at");
  CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk" FOREIGN KEY ("waitlist_entries_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tickets_refunded_at_idx" ON "tickets" USING btree ("refunded_at");
  CREATE INDEX "payload_locked_documents_rels_waitlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waitlist_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waitlist_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk";
  
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DEFAULT 'held'::text;
  DROP TYPE "public"."enum_ticket_orders_status";
  CREATE TYPE "public"."enum_ticket_orders_status" AS ENUM('held', 'paid', 'expired', 'failed');
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DEFAULT 'held'::"public"."enum_ticket_orders_status";
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_ticket_orders_status" USING "status"::"public"."enum_ticket_orders_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailTicketOrder', 'mailGuestTicket', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly', 'expireTicketHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "tickets_refunded_at_idx";
  DROP INDEX "payload_locked_documents_rels_waitlist_entries_id_idx";
  ALTER TABLE "ticket_orders_items" DROP COLUMN "refunded";
  ALTER TABLE "ticket_orders" DROP COLUMN "refunded_cents";
  ALTER TABLE "tickets" DROP COLUMN "refunded_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_entries_id";
  DROP TYPE "public"."enum_waitlist_entries_status";`)
}
