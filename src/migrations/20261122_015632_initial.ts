import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gallery_photos_status" AS ENUM('pending', 'approved');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled', 'refunded');
  CREATE TYPE "public"."enum_contact_messages_kind" AS ENUM('contact', 'volunteer');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"description" varchar,
  	"start_at" timestamp(3) with time zone NOT NULL,
  	"end_at" timestamp(3) with time zone,
  	"location" varchar,
  	"external_registration_url" varchar,
  	"is_published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rsvps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"uploader_name" varchar NOT NULL,
  	"uploader_email" varchar NOT NULL,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"consent_signed" boolean DEFAULT false NOT NULL,
  	"consent_ip" varchar,
  	"status" "enum_gallery_photos_status" DEFAULT 'pending' NOT NULL,
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
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
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
  
  CREATE TABLE "sponsor_tiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"benefits_json" jsonb DEFAULT '{"benefits":[]}'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar,
  	"is_recurring" boolean DEFAULT false,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"dedication_note" varchar,
  	"stripe_payment_intent_id" varchar,
  	"stripe_subscription_id" varchar,
  	"stripe_invoice_id" varchar,
  	"stripe_customer_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar,
  	"message" varchar NOT NULL,
  	"kind" "enum_contact_messages_kind" DEFAULT 'contact' NOT NULL,
  	"mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"events_id" integer,
  	"rsvps_id" integer,
  	"gallery_photos_id" integer,
  	"sponsor_tiers_id" integer,
  	"donations_id" integer,
  	"contact_messages_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_content_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "site_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"foundation_name" varchar DEFAULT 'Loss to Light Memorial Foundation' NOT NULL,
  	"acronym" varchar DEFAULT 'LLMF' NOT NULL,
  	"tagline" varchar DEFAULT 'From Loss to Light' NOT NULL,
  	"mission" varchar DEFAULT 'To turn loss into light by building a lasting legacy of compassion, resilience and hope for families and communities in need. We support families, promote healing and empower youth through education and community programs.' NOT NULL,
  	"vision" varchar DEFAULT 'A world where every family facing loss finds support, every young person has the chance to grow, and every community keeps the memory of those it lost alive through acts of kindness.' NOT NULL,
  	"biography" jsonb DEFAULT '{"root":{"type":"root","direction":"ltr","format":"","indent":0,"version":1,"children":[{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"She was a mother, a sister and a friend to everyone who knew her. She worked in the World Trade Center and was lost on September 11, 2001.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"Those who loved her remember her warmth, her laughter and the way she made room for everyone at her table. This foundation carries her spirit forward by helping families and young people find their way from loss to light.","format":0,"detail":0,"mode":"normal","style":"","version":1}]}]}}'::jsonb,
  	"contact_phone" varchar DEFAULT '(212) 555-0143',
  	"contact_email" varchar DEFAULT 'info@losstolight.example.org',
  	"contact_address" varchar DEFAULT 'PO Box 0000, New York, NY 10001',
  	"social_facebook" varchar DEFAULT 'https://www.facebook.com/',
  	"social_instagram" varchar DEFAULT 'https://www.instagram.com/',
  	"privacy_policy" jsonb DEFAULT '{"root":{"type":"root","direction":"ltr","format":"","indent":0,"version":1,"children":[{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"We collect only what you choose to send us: your name and email when you RSVP, donate, volunteer, contact us or submit a photo, and the message or photo itself.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"We use it only to answer you, to run our programs and to keep the records the law requires. We never sell or share your information. Card payments are processed by our payment provider; we never see or store your card number.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"To see, correct or delete what we hold about you, contact us at the email address below.","format":0,"detail":0,"mode":"normal","style":"","version":1}]}]}}'::jsonb,
  	"donation_terms" jsonb DEFAULT '{"root":{"type":"root","direction":"ltr","format":"","indent":0,"version":1,"children":[{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"Our application for 501(c)(3) tax-exempt status has been submitted and is pending. Tax receipts will be provided once the status is approved.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"Card donations are processed securely by our card payment provider.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"Recurring monthly donations can be cancelled at any time by contacting the foundation.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"All donations are final. If you believe a donation was made in error, please report it to us within 30 days.","format":0,"detail":0,"mode":"normal","style":"","version":1}]},{"type":"paragraph","direction":"ltr","format":"","indent":0,"version":1,"textFormat":0,"children":[{"type":"text","text":"Donations may be made in dedication to or in memory of a loved one.","format":0,"detail":0,"mode":"normal","style":"","version":1}]}]}}'::jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rsvps_fk" FOREIGN KEY ("rsvps_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk" FOREIGN KEY ("gallery_photos_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsor_tiers_fk" FOREIGN KEY ("sponsor_tiers_id") REFERENCES "public"."sponsor_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_content_core_values" ADD CONSTRAINT "site_content_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_content"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "events_start_at_idx" ON "events" USING btree ("start_at");
  CREATE INDEX "events_end_at_idx" ON "events" USING btree ("end_at");
  CREATE INDEX "events_is_published_idx" ON "events" USING btree ("is_published");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "rsvps_event_idx" ON "rsvps" USING btree ("event_id");
  CREATE INDEX "rsvps_updated_at_idx" ON "rsvps" USING btree ("updated_at");
  CREATE INDEX "rsvps_created_at_idx" ON "rsvps" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_email_idx" ON "rsvps" USING btree ("event_id","email");
  CREATE INDEX "gallery_photos_submitted_at_idx" ON "gallery_photos" USING btree ("submitted_at");
  CREATE INDEX "gallery_photos_status_idx" ON "gallery_photos" USING btree ("status");
  CREATE INDEX "gallery_photos_updated_at_idx" ON "gallery_photos" USING btree ("updated_at");
  CREATE INDEX "gallery_photos_created_at_idx" ON "gallery_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "gallery_photos_filename_idx" ON "gallery_photos" USING btree ("filename");
  CREATE INDEX "gallery_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "gallery_photos" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "gallery_photos_sizes_card_sizes_card_filename_idx" ON "gallery_photos" USING btree ("sizes_card_filename");
  CREATE INDEX "gallery_photos_sizes_large_sizes_large_filename_idx" ON "gallery_photos" USING btree ("sizes_large_filename");
  CREATE INDEX "sponsor_tiers_is_active_idx" ON "sponsor_tiers" USING btree ("is_active");
  CREATE INDEX "sponsor_tiers_updated_at_idx" ON "sponsor_tiers" USING btree ("updated_at");
  CREATE INDEX "sponsor_tiers_created_at_idx" ON "sponsor_tiers" USING btree ("created_at");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE INDEX "donations_stripe_payment_intent_id_idx" ON "donations" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "donations_stripe_subscription_id_idx" ON "donations" USING btree ("stripe_subscription_id");
  CREATE UNIQUE INDEX "donations_stripe_invoice_id_idx" ON "donations" USING btree ("stripe_invoice_id");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_rsvps_id_idx" ON "payload_locked_documents_rels" USING btree ("rsvps_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_photos_id");
  CREATE INDEX "payload_locked_documents_rels_sponsor_tiers_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsor_tiers_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_content_core_values_order_idx" ON "site_content_core_values" USING btree ("_order");
  CREATE INDEX "site_content_core_values_parent_id_idx" ON "site_content_core_values" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "rsvps" CASCADE;
  DROP TABLE "gallery_photos" CASCADE;
  DROP TABLE "sponsor_tiers" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_content_core_values" CASCADE;
  DROP TABLE "site_content" CASCADE;
  DROP TYPE "public"."enum_gallery_photos_status";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_contact_messages_kind";`)
}
