import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_tribute_kind" AS ENUM('honor', 'memory');
  CREATE TYPE "public"."enum_fundraisers_status" AS ENUM('unconfirmed', 'pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_fundraisers_link_purpose" AS ENUM('confirm', 'edit');
  CREATE TYPE "public"."enum_campaign_images_status" AS ENUM('pending', 'approved');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailTributeCard' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailFundraiserGift' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailFundraiserLink' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailTributeCard' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailFundraiserGift' BEFORE 'mailStaffInvitation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailFundraiserLink' BEFORE 'mailStaffInvitation';
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"story" jsonb,
  	"goal_cents" numeric NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"cover_id" integer,
  	"is_published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fundraisers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"goal_cents" numeric NOT NULL,
  	"story" varchar,
  	"photo_id" integer,
  	"status" "enum_fundraisers_status" DEFAULT 'unconfirmed' NOT NULL,
  	"email_confirmed_at" timestamp(3) with time zone,
  	"approved_at" timestamp(3) with time zone,
  	"link_token_hash" varchar,
  	"link_purpose" "enum_fundraisers_link_purpose",
  	"link_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campaign_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"status" "enum_campaign_images_status" DEFAULT 'pending' NOT NULL,
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
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  ALTER TABLE "donations" ADD COLUMN "campaign_id" integer;
  ALTER TABLE "donations" ADD COLUMN "fundraiser_id" integer;
  ALTER TABLE "donations" ADD COLUMN "fee_covered_cents" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD COLUMN "is_anonymous" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "tribute_kind" "enum_donations_tribute_kind";
  ALTER TABLE "donations" ADD COLUMN "tribute_honoree_name" varchar;
  ALTER TABLE "donations" ADD COLUMN "tribute_notify_name" varchar;
  ALTER TABLE "donations" ADD COLUMN "tribute_notify_email" varchar;
  ALTER TABLE "donations" ADD COLUMN "tribute_message" varchar;
  ALTER TABLE "donations" ADD COLUMN "tribute_show_amount" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "tribute_card_queued_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fundraisers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaign_images_id" integer;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_cover_id_campaign_images_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."campaign_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_photo_id_campaign_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."campaign_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_starts_at_idx" ON "campaigns" USING btree ("starts_at");
  CREATE INDEX "campaigns_ends_at_idx" ON "campaigns" USING btree ("ends_at");
  CREATE INDEX "campaigns_cover_idx" ON "campaigns" USING btree ("cover_id");
  CREATE INDEX "campaigns_is_published_idx" ON "campaigns" USING btree ("is_published");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE INDEX "fundraisers_campaign_idx" ON "fundraisers" USING btree ("campaign_id");
  CREATE INDEX "fundraisers_slug_idx" ON "fundraisers" USING btree ("slug");
  CREATE INDEX "fundraisers_email_idx" ON "fundraisers" USING btree ("email");
  CREATE INDEX "fundraisers_photo_idx" ON "fundraisers" USING btree ("photo_id");
  CREATE INDEX "fundraisers_status_idx" ON "fundraisers" USING btree ("status");
  CREATE INDEX "fundraisers_link_token_hash_idx" ON "fundraisers" USING btree ("link_token_hash");
  CREATE INDEX "fundraisers_updated_at_idx" ON "fundraisers" USING btree ("updated_at");
  CREATE INDEX "fundraisers_created_at_idx" ON "fundraisers" USING btree ("created_at");
  CREATE UNIQUE INDEX "campaign_slug_idx" ON "fundraisers" USING btree ("campaign_id","slug");
  CREATE INDEX "campaign_images_status_idx" ON "campaign_images" USING btree ("status");
  CREATE INDEX "campaign_images_updated_at_idx" ON "campaign_images" USING btree ("updated_at");
  CREATE INDEX "campaign_images_created_at_idx" ON "campaign_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "campaign_images_filename_idx" ON "campaign_images" USING btree ("filename");
  CREATE INDEX "campaign_images_sizes_card_sizes_card_filename_idx" ON "campaign_images" USING btree ("sizes_card_filename");
  CREATE INDEX "campaign_images_sizes_large_sizes_large_filename_idx" ON "campaign_images" USING btree ("sizes_large_filename");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fundraisers_fk" FOREIGN KEY ("fundraisers_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaign_images_fk" FOREIGN KEY ("campaign_images_id") REFERENCES "public"."campaign_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_campaign_idx" ON "donations" USING btree ("campaign_id");
  CREATE INDEX "donations_fundraiser_idx" ON "donations" USING btree ("fundraiser_id");
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_fundraisers_id_idx" ON "payload_locked_documents_rels" USING btree ("fundraisers_id");
  CREATE INDEX "payload_locked_documents_rels_campaign_images_id_idx" ON "payload_locked_documents_rels" USING btree ("campaign_images_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundraisers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaign_images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "fundraisers" CASCADE;
  DROP TABLE "campaign_images" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_campaign_id_campaigns_id_fk";
  
  ALTER TABLE "donations" DROP CONSTRAINT "donations_fundraiser_id_fundraisers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fundraisers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaign_images_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_campaign_idx";
  DROP INDEX "donations_fundraiser_idx";
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_fundraisers_id_idx";
  DROP INDEX "payload_locked_documents_rels_campaign_images_id_idx";
  ALTER TABLE "donations" DROP COLUMN "campaign_id";
  ALTER TABLE "donations" DROP COLUMN "fundraiser_id";
  ALTER TABLE "donations" DROP COLUMN "fee_covered_cents";
  ALTER TABLE "donations" DROP COLUMN "is_anonymous";
  ALTER TABLE "donations" DROP COLUMN "tribute_kind";
  ALTER TABLE "donations" DROP COLUMN "tribute_honoree_name";
  ALTER TABLE "donations" DROP COLUMN "tribute_notify_name";
  ALTER TABLE "donations" DROP COLUMN "tribute_notify_email";
  ALTER TABLE "donations" DROP COLUMN "tribute_message";
  ALTER TABLE "donations" DROP COLUMN "tribute_show_amount";
  ALTER TABLE "donations" DROP COLUMN "tribute_card_queued_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fundraisers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaign_images_id";
  DROP TYPE "public"."enum_donations_tribute_kind";
  DROP TYPE "public"."enum_fundraisers_status";
  DROP TYPE "public"."enum_fundraisers_link_purpose";
  DROP TYPE "public"."enum_campaign_images_status";`)
}
