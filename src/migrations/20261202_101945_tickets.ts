import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ticket_orders_status" AS ENUM('held', 'paid', 'expired', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailTicketOrder' BEFORE 'mailManageLinks';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireTicketHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailTicketOrder' BEFORE 'mailManageLinks';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireTicketHolds';
  CREATE TABLE "events_tickets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"value_cents" numeric DEFAULT 0 NOT NULL,
  	"quantity" numeric NOT NULL,
  	"seats" numeric DEFAULT 1 NOT NULL,
  	"sales_end_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "ticket_orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"ticket" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"seats" numeric NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"value_cents" numeric NOT NULL
  );
  
  CREATE TABLE "ticket_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"buyer_name" varchar NOT NULL,
  	"buyer_email" varchar NOT NULL,
  	"tickets_cents" numeric NOT NULL,
  	"donation_cents" numeric DEFAULT 0 NOT NULL,
  	"fee_covered_cents" numeric DEFAULT 0 NOT NULL,
  	"charged_cents" numeric NOT NULL,
  	"status" "enum_ticket_orders_status" DEFAULT 'held' NOT NULL,
  	"hold_expires_at" timestamp(3) with time zone NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"stripe_payment_intent_id" varchar,
  	"client_secret" varchar,
  	"idempotency_key_hash" varchar,
  	"request_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"ticket" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"guest_name" varchar,
  	"guest_email" varchar,
  	"checked_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tickets_id" integer;
  ALTER TABLE "events_tickets" ADD CONSTRAINT "events_tickets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_orders_items" ADD CONSTRAINT "ticket_orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_tickets_order_idx" ON "events_tickets" USING btree ("_order");
  CREATE INDEX "events_tickets_parent_id_idx" ON "events_tickets" USING btree ("_parent_id");
  CREATE INDEX "ticket_orders_items_order_idx" ON "ticket_orders_items" USING btree ("_order");
  CREATE INDEX "ticket_orders_items_parent_id_idx" ON "ticket_orders_items" USING btree ("_parent_id");
  CREATE INDEX "ticket_orders_event_idx" ON "ticket_orders" USING btree ("event_id");
  CREATE INDEX "ticket_orders_buyer_email_idx" ON "ticket_orders" USING btree ("buyer_email");
  CREATE INDEX "ticket_orders_status_idx" ON "ticket_orders" USING btree ("status");
  CREATE INDEX "ticket_orders_hold_expires_at_idx" ON "ticket_orders" USING btree ("hold_expires_at");
  CREATE INDEX "ticket_orders_stripe_payment_intent_id_idx" ON "ticket_orders" USING btree ("stripe_payment_intent_id");
  CREATE UNIQUE INDEX "ticket_orders_idempotency_key_hash_idx" ON "ticket_orders" USING btree ("idempotency_key_hash");
  CREATE INDEX "ticket_orders_updated_at_idx" ON "ticket_orders" USING btree ("updated_at");
  CREATE INDEX "ticket_orders_created_at_idx" ON "ticket_orders" USING btree ("created_at");
  CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");
  CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");
  CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");
  CREATE INDEX "tickets_updated_at_idx" ON "tickets" USING btree ("updated_at");
  CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_orders_fk" FOREIGN KEY ("ticket_orders_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tickets_fk" FOREIGN KEY ("tickets_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ticket_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_orders_id");
  CREATE INDEX "payload_locked_documents_rels_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("tickets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_tickets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_orders_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_tickets" CASCADE;
  DROP TABLE "ticket_orders_items" CASCADE;
  DROP TABLE "ticket_orders" CASCADE;
  DROP TABLE "tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tickets_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink', 'commitGiftImport', 'recordPayoutLines', 'backupNightly');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_ticket_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_tickets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tickets_id";
  DROP TYPE "public"."enum_ticket_orders_status";`)
}
