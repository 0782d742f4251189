import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_remembrances_status" AS ENUM('pending', 'published', 'hidden');
  CREATE TYPE "public"."enum_remembrances_hidden_by" AS ENUM('staff', 'reports');
  CREATE TYPE "public"."enum_remembrance_photos_status" AS ENUM('pending', 'approved');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailRemembrancePublished' BEFORE 'mailFundraiserLink';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailRemembrancePublished' BEFORE 'mailFundraiserLink';
  CREATE TABLE "remembrances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"relationship" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"photo_id" integer,
  	"status" "enum_remembrances_status" DEFAULT 'pending' NOT NULL,
  	"hidden_by" "enum_remembrances_hidden_by",
  	"published_at" timestamp(3) with time zone,
  	"consent_signed" boolean DEFAULT false NOT NULL,
  	"consent_ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Reports of a published remembrance, one per address (a hash, never the address itself); see
  -- src/server/data/remembranceReports.ts, which keeps this plain table in step by hand.
  CREATE TABLE "remembrance_reports" (
  	"remembrance_id" integer NOT NULL REFERENCES "remembrances"("id") ON DELETE CASCADE,
  	"reporter" varchar(64) NOT NULL,
  	"reason" varchar(500),
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	PRIMARY KEY ("remembrance_id", "reporter")
  );
  
  CREATE TABLE "remembrance_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"status" "enum_remembrance_photos_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "remembrances_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "remembrance_photos_id" integer;
  ALTER TABLE "site_content" ADD COLUMN "remember_intro" varchar DEFAULT 'This wall belongs to everyone who loved her. Leave a few words about who she was to you, a memory, or what you carry forward; light a candle to say you remember.
  
  Every remembrance is read by our team before it appears here.' NOT NULL;
  ALTER TABLE "remembrances" ADD CONSTRAINT "remembrances_photo_id_remembrance_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."remembrance_photos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "remembrances_email_idx" ON "remembrances" USING btree ("email");
  CREATE INDEX "remembrances_photo_idx" ON "remembrances" USING btree ("photo_id");
  CREATE INDEX "remembrances_status_idx" ON "remembrances" USING btree ("status");
  CREATE INDEX "remembrances_published_at_idx" ON "remembrances" USING btree ("published_at");
  CREATE INDEX "remembrances_updated_at_idx" ON "remembrances" USING btree ("updated_at");
  CREATE INDEX "remembrances_created_at_idx" ON "remembrances" USING btree ("created_at");
  CREATE INDEX "remembrance_photos_status_idx" ON "remembrance_photos" USING btree ("status");
  CREATE INDEX "remembrance_photos_updated_at_idx" ON "remembrance_photos" USING btree ("updated_at");
  CREATE INDEX "remembrance_photos_created_at_idx" ON "remembrance_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "remembrance_photos_filename_idx" ON "remembrance_photos" USING btree ("filename");
  CREATE INDEX "remembrance_photos_sizes_card_sizes_card_filename_idx" ON "remembrance_photos" USING btree ("sizes_card_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_remembrances_fk" FOREIGN KEY ("remembrances_id") REFERENCES "public"."remembrances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_remembrance_photos_fk" FOREIGN KEY ("remembrance_photos_id") REFERENCES "public"."remembrance_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_remembrances_id_idx" ON "payload_locked_documents_rels" USING btree ("remembrances_id");
  CREATE INDEX "payload_locked_documents_rels_remembrance_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("remembrance_photos_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "remembrances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "remembrance_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "remembrance_reports";
  DROP TABLE "remembrances" CASCADE;
  DROP TABLE "remembrance_photos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_remembrances_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_remembrance_photos_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailFundraiserGift', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailFundraiserGift', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_remembrances_id_idx";
  DROP INDEX "payload_locked_documents_rels_remembrance_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "remembrances_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "remembrance_photos_id";
  ALTER TABLE "site_content" DROP COLUMN "remember_intro";
  DROP TYPE "public"."enum_remembrances_status";
  DROP TYPE "public"."enum_remembrances_hidden_by";
  DROP TYPE "public"."enum_remembrance_photos_status";`)
}
