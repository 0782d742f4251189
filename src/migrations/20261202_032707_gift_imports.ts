import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_imports_state" AS ENUM('previewed', 'committing', 'committed', 'failed', 'undone');
  ALTER TYPE "public"."enum_donations_method" ADD VALUE 'cash';
  ALTER TYPE "public"."enum_donations_method" ADD VALUE 'stock';
  ALTER TYPE "public"."enum_donations_method" ADD VALUE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'commitGiftImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'commitGiftImport';
  CREATE TABLE "gift_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_gift_imports_state" DEFAULT 'previewed' NOT NULL,
  	"rows_count" numeric DEFAULT 0 NOT NULL,
  	"columns" jsonb,
  	"mapping" jsonb,
  	"summary" jsonb,
  	"problems" jsonb,
  	"preview" jsonb,
  	"stored_count" numeric DEFAULT 0,
  	"skipped_count" numeric DEFAULT 0,
  	"committed_at" timestamp(3) with time zone,
  	"undone_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"prefix" varchar DEFAULT 'imports',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "donations" ADD COLUMN "gift_import_id" integer;
  ALTER TABLE "donations" ADD COLUMN "import_row" numeric;
  ALTER TABLE "donations" ADD COLUMN "external_id" varchar;
  ALTER TABLE "donations" ADD COLUMN "donor_address" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_imports_id" integer;
  ALTER TABLE "gift_imports" ADD CONSTRAINT "gift_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gift_imports_created_by_idx" ON "gift_imports" USING btree ("created_by_id");
  CREATE INDEX "gift_imports_updated_at_idx" ON "gift_imports" USING btree ("updated_at");
  CREATE INDEX "gift_imports_created_at_idx" ON "gift_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "gift_imports_filename_idx" ON "gift_imports" USING btree ("filename");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_gift_import_id_gift_imports_id_fk" FOREIGN KEY ("gift_import_id") REFERENCES "public"."gift_imports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_imports_fk" FOREIGN KEY ("gift_imports_id") REFERENCES "public"."gift_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_gift_import_idx" ON "donations" USING btree ("gift_import_id");
  CREATE INDEX "donations_external_id_idx" ON "donations" USING btree ("external_id");
  CREATE INDEX "payload_locked_documents_rels_gift_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gift_imports" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_gift_import_id_gift_imports_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_imports_fk";
  
  ALTER TABLE "donations" ALTER COLUMN "method" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "method" SET DEFAULT 'card'::text;
  DROP TYPE "public"."enum_donations_method";
  CREATE TYPE "public"."enum_donations_method" AS ENUM('card', 'check');
  ALTER TABLE "donations" ALTER COLUMN "method" SET DEFAULT 'card'::"public"."enum_donations_method";
  ALTER TABLE "donations" ALTER COLUMN "method" SET DATA TYPE "public"."enum_donations_method" USING "method"::"public"."enum_donations_method";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'mailScholarshipSubmitted', 'mailScholarshipLetterArrived', 'mailScholarshipLink', 'mailScholarshipRecommendationRequest', 'mailScholarshipDecision', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest', 'refreshEndedEvent', 'requestScholarshipLink');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_gift_import_idx";
  DROP INDEX "donations_external_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_imports_id_idx";
  ALTER TABLE "donations" DROP COLUMN "gift_import_id";
  ALTER TABLE "donations" DROP COLUMN "import_row";
  ALTER TABLE "donations" DROP COLUMN "external_id";
  ALTER TABLE "donations" DROP COLUMN "donor_address";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_imports_id";
  DROP TYPE "public"."enum_gift_imports_state";`)
}
