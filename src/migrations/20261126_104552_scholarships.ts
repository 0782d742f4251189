import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scholarship_applications_status" AS ENUM('draft', 'submitted');
  CREATE TYPE "public"."enum_scholarship_applications_decision" AS ENUM('awarded', 'declined');
  CREATE TYPE "public"."enum_scholarship_recommendations_status" AS ENUM('requested', 'received');
  CREATE TYPE "public"."enum_scholarship_files_purpose" AS ENUM('document', 'letter');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'reviewer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailScholarshipSubmitted' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailScholarshipLetterArrived' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailScholarshipLink' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailScholarshipRecommendationRequest' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailScholarshipSubmitted' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailScholarshipLetterArrived' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailScholarshipLink' BEFORE 'sendPayloadMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailScholarshipRecommendationRequest' BEFORE 'sendPayloadMail';
  CREATE TABLE "scholarship_rounds_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"required" boolean DEFAULT true,
  	"reviewers_see" boolean DEFAULT false
  );
  
  CREATE TABLE "scholarship_rounds_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "scholarship_rounds_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"school" varchar,
  	"line" varchar
  );
  
  CREATE TABLE "scholarship_rounds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"description" varchar,
  	"award_cents" numeric NOT NULL,
  	"awards_count" numeric DEFAULT 1 NOT NULL,
  	"opens_at" timestamp(3) with time zone NOT NULL,
  	"closes_at" timestamp(3) with time zone NOT NULL,
  	"essay_prompt" varchar NOT NULL,
  	"essay_max_words" numeric DEFAULT 650 NOT NULL,
  	"recommendations_required" numeric DEFAULT 0 NOT NULL,
  	"is_published" boolean DEFAULT false,
  	"decisions_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scholarship_applications_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"file_id" integer,
  	"filename" varchar,
  	"size" numeric,
  	"uploaded_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "scholarship_applications_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "scholarship_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"round_id" integer NOT NULL,
  	"code" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"school" varchar NOT NULL,
  	"graduation_year" numeric NOT NULL,
  	"essay" varchar,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_scholarship_applications_status" DEFAULT 'draft' NOT NULL,
  	"submitted_at" timestamp(3) with time zone,
  	"decision" "enum_scholarship_applications_decision",
  	"decision_mailed_at" timestamp(3) with time zone,
  	"files_deleted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scholarship_recommendations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"recommender_name" varchar NOT NULL,
  	"recommender_email" varchar NOT NULL,
  	"token_hash" varchar,
  	"status" "enum_scholarship_recommendations_status" DEFAULT 'requested' NOT NULL,
  	"letter_text" varchar,
  	"letter_file_id" integer,
  	"letter_filename" varchar,
  	"letter_size" numeric,
  	"received_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scholarship_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"reviewer_id" integer NOT NULL,
  	"scores" jsonb,
  	"comment" varchar,
  	"conflict" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scholarship_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_scholarship_files_purpose" NOT NULL,
  	"prefix" varchar DEFAULT 'scholarships',
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scholarship_rounds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scholarship_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scholarship_recommendations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scholarship_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scholarship_files_id" integer;
  ALTER TABLE "scholarship_rounds_documents" ADD CONSTRAINT "scholarship_rounds_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."scholarship_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scholarship_rounds_criteria" ADD CONSTRAINT "scholarship_rounds_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."scholarship_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scholarship_rounds_recipients" ADD CONSTRAINT "scholarship_rounds_recipients_application_id_scholarship_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scholarship_rounds_recipients" ADD CONSTRAINT "scholarship_rounds_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."scholarship_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scholarship_applications_documents" ADD CONSTRAINT "scholarship_applications_documents_file_id_scholarship_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."scholarship_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scholarship_applications_documents" ADD CONSTRAINT "scholarship_applications_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scholarship_applications_links" ADD CONSTRAINT "scholarship_applications_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_round_id_scholarship_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."scholarship_rounds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scholarship_recommendations" ADD CONSTRAINT "scholarship_recommendations_application_id_scholarship_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scholarship_recommendations" ADD CONSTRAINT "scholarship_recommendations_letter_file_id_scholarship_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."scholarship_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scholarship_reviews" ADD CONSTRAINT "scholarship_reviews_application_id_scholarship_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scholarship_reviews" ADD CONSTRAINT "scholarship_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "scholarship_rounds_documents_order_idx" ON "scholarship_rounds_documents" USING btree ("_order");
  CREATE INDEX "scholarship_rounds_documents_parent_id_idx" ON "scholarship_rounds_documents" USING btree ("_parent_id");
  CREATE INDEX "scholarship_rounds_criteria_order_idx" ON "scholarship_rounds_criteria" USING btree ("_order");
  CREATE INDEX "scholarship_rounds_criteria_parent_id_idx" ON "scholarship_rounds_criteria" USING btree ("_parent_id");
  CREATE INDEX "scholarship_rounds_recipients_order_idx" ON "scholarship_rounds_recipients" USING btree ("_order");
  CREATE INDEX "scholarship_rounds_recipients_parent_id_idx" ON "scholarship_rounds_recipients" USING btree ("_parent_id");
  CREATE INDEX "scholarship_rounds_recipients_application_idx" ON "scholarship_rounds_recipients" USING btree ("application_id");
  CREATE UNIQUE INDEX "scholarship_rounds_slug_idx" ON "scholarship_rounds" USING btree ("slug");
  CREATE INDEX "scholarship_rounds_opens_at_idx" ON "scholarship_rounds" USING btree ("opens_at");
  CREATE INDEX "scholarship_rounds_closes_at_idx" ON "scholarship_rounds" USING btree ("closes_at");
  CREATE INDEX "scholarship_rounds_is_published_idx" ON "scholarship_rounds" USING btree ("is_published");
  CREATE INDEX "scholarship_rounds_updated_at_idx" ON "scholarship_rounds" USING btree ("updated_at");
  CREATE INDEX "scholarship_rounds_created_at_idx" ON "scholarship_rounds" USING btree ("created_at");
  CREATE INDEX "scholarship_applications_documents_order_idx" ON "scholarship_applications_documents" USING btree ("_order");
  CREATE INDEX "scholarship_applications_documents_parent_id_idx" ON "scholarship_applications_documents" USING btree ("_parent_id");
  CREATE INDEX "scholarship_applications_documents_file_idx" ON "scholarship_applications_documents" USING btree ("file_id");
  CREATE INDEX "scholarship_applications_links_order_idx" ON "scholarship_applications_links" USING btree ("_order");
  CREATE INDEX "scholarship_applications_links_parent_id_idx" ON "scholarship_applications_links" USING btree ("_parent_id");
  CREATE INDEX "scholarship_applications_links_token_hash_idx" ON "scholarship_applications_links" USING btree ("token_hash");
  CREATE INDEX "scholarship_applications_round_idx" ON "scholarship_applications" USING btree ("round_id");
  CREATE UNIQUE INDEX "scholarship_applications_code_idx" ON "scholarship_applications" USING btree ("code");
  CREATE INDEX "scholarship_applications_email_idx" ON "scholarship_applications" USING btree ("email");
  CREATE INDEX "scholarship_applications_status_idx" ON "scholarship_applications" USING btree ("status");
  CREATE INDEX "scholarship_applications_files_deleted_at_idx" ON "scholarship_applications" USING btree ("files_deleted_at");
  CREATE INDEX "scholarship_applications_updated_at_idx" ON "scholarship_applications" USING btree ("updated_at");
  CREATE INDEX "scholarship_applications_created_at_idx" ON "scholarship_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "round_email_idx" ON "scholarship_applications" USING btree ("round_id","email");
  CREATE INDEX "scholarship_recommendations_application_idx" ON "scholarship_recommendations" USING btree ("application_id");
  CREATE INDEX "scholarship_recommendations_token_hash_idx" ON "scholarship_recommendations" USING btree ("token_hash");
  CREATE INDEX "scholarship_recommendations_status_idx" ON "scholarship_recommendations" USING btree ("status");
  CREATE INDEX "scholarship_recommendations_letter_file_idx" ON "scholarship_recommendations" USING btree ("letter_file_id");
  CREATE INDEX "scholarship_recommendations_updated_at_idx" ON "scholarship_recommendations" USING btree ("updated_at");
  CREATE INDEX "scholarship_recommendations_created_at_idx" ON "scholarship_recommendations" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_recommender_email_idx" ON "scholarship_recommendations" USING btree ("application_id","recommender_email");
  CREATE INDEX "scholarship_reviews_application_idx" ON "scholarship_reviews" USING btree ("application_id");
  CREATE INDEX "scholarship_reviews_reviewer_idx" ON "scholarship_reviews" USING btree ("reviewer_id");
  CREATE INDEX "scholarship_reviews_updated_at_idx" ON "scholarship_reviews" USING btree ("updated_at");
  CREATE INDEX "scholarship_reviews_created_at_idx" ON "scholarship_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_reviewer_idx" ON "scholarship_reviews" USING btree ("application_id","reviewer_id");
  CREATE INDEX "scholarship_files_updated_at_idx" ON "scholarship_files" USING btree ("updated_at");
  CREATE INDEX "scholarship_files_created_at_idx" ON "scholarship_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "scholarship_files_filename_idx" ON "scholarship_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scholarship_rounds_fk" FOREIGN KEY ("scholarship_rounds_id") REFERENCES "public"."scholarship_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scholarship_applications_fk" FOREIGN KEY ("scholarship_applications_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scholarship_recommendations_fk" FOREIGN KEY ("scholarship_recommendations_id") REFERENCES "public"."scholarship_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scholarship_reviews_fk" FOREIGN KEY ("scholarship_reviews_id") REFERENCES "public"."scholarship_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scholarship_files_fk" FOREIGN KEY ("scholarship_files_id") REFERENCES "public"."scholarship_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_scholarship_rounds_id_idx" ON "payload_locked_documents_rels" USING btree ("scholarship_rounds_id");
  CREATE INDEX "payload_locked_documents_rels_scholarship_applications_i_idx" ON "payload_locked_documents_rels" USING btree ("scholarship_applications_id");
  CREATE INDEX "payload_locked_documents_rels_scholarship_recommendation_idx" ON "payload_locked_documents_rels" USING btree ("scholarship_recommendations_id");
  CREATE INDEX "payload_locked_documents_rels_scholarship_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("scholarship_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_scholarship_files_id_idx" ON "payload_locked_documents_rels" USING btree ("scholarship_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scholarship_rounds_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_rounds_criteria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_rounds_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_rounds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_applications_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_applications_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_recommendations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scholarship_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "scholarship_rounds_documents" CASCADE;
  DROP TABLE "scholarship_rounds_criteria" CASCADE;
  DROP TABLE "scholarship_rounds_recipients" CASCADE;
  DROP TABLE "scholarship_rounds" CASCADE;
  DROP TABLE "scholarship_applications_documents" CASCADE;
  DROP TABLE "scholarship_applications_links" CASCADE;
  DROP TABLE "scholarship_applications" CASCADE;
  DROP TABLE "scholarship_recommendations" CASCADE;
  DROP TABLE "scholarship_reviews" CASCADE;
  DROP TABLE "scholarship_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scholarship_rounds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scholarship_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scholarship_recommendations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scholarship_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scholarship_files_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'fundraising', 'content');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'content'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'mailContactMessage', 'mailVolunteerApplication', 'mailRsvpConfirmation', 'mailManageLinks', 'mailEventReminder', 'mailEventThanks', 'mailDisputeOpened', 'mailRenewalFailed', 'mailCardTestingAlert', 'mailTributeCard', 'mailAcknowledgement', 'mailStatement', 'mailFundraiserGift', 'mailRemembrancePublished', 'mailRemembranceHidden', 'mailErrorDigest', 'mailFundraiserLink', 'mailStaffInvitation', 'sendPayloadMail', 'reconcileWithStripe', 'queueEventReminders', 'housekeeping', 'abandonStalePendings', 'cancelTestedPayment', 'queueErrorDigest', 'queueYearEndStatements', 'queueStatementRequest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_scholarship_rounds_id_idx";
  DROP INDEX "payload_locked_documents_rels_scholarship_applications_i_idx";
  DROP INDEX "payload_locked_documents_rels_scholarship_recommendation_idx";
  DROP INDEX "payload_locked_documents_rels_scholarship_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_scholarship_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scholarship_rounds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scholarship_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scholarship_recommendations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scholarship_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scholarship_files_id";
  DROP TYPE "public"."enum_scholarship_applications_status";
  DROP TYPE "public"."enum_scholarship_applications_decision";
  DROP TYPE "public"."enum_scholarship_recommendations_status";
  DROP TYPE "public"."enum_scholarship_files_purpose";`)
}
