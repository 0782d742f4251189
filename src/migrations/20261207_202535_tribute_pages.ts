import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tributes_kind" AS ENUM('honor', 'memory');
  CREATE TABLE "tributes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"kind" "enum_tributes_kind" DEFAULT 'memory' NOT NULL,
  	"born_on" varchar,
  	"died_on" varchar,
  	"remembrance_on" varchar,
  	"family_word" varchar,
  	"photo_id" integer,
  	"show_total" boolean DEFAULT false,
  	"hidden" boolean DEFAULT false,
  	"merged_into_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donations" ADD COLUMN "tribute_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tributes_id" integer;
  ALTER TABLE "tributes" ADD CONSTRAINT "tributes_photo_id_campaign_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."campaign_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tributes" ADD CONSTRAINT "tributes_merged_into_id_tributes_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."tributes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tributes_name_idx" ON "tributes" USING btree ("name");
  CREATE UNIQUE INDEX "tributes_slug_idx" ON "tributes" USING btree ("slug");
  CREATE INDEX "tributes_photo_idx" ON "tributes" USING btree ("photo_id");
  CREATE INDEX "tributes_hidden_idx" ON "tributes" USING btree ("hidden");
  CREATE INDEX "tributes_merged_into_idx" ON "tributes" USING btree ("merged_into_id");
  CREATE INDEX "tributes_updated_at_idx" ON "tributes" USING btree ("updated_at");
  CREATE INDEX "tributes_created_at_idx" ON "tributes" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_page_id_tributes_id_fk" FOREIGN KEY ("tribute_page_id") REFERENCES "public"."tributes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tributes_fk" FOREIGN KEY ("tributes_id") REFERENCES "public"."tributes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_tribute_tribute_page_idx" ON "donations" USING btree ("tribute_page_id");
  CREATE INDEX "payload_locked_documents_rels_tributes_id_idx" ON "payload_locked_documents_rels" USING btree ("tributes_id");`)
  // Gifts given before tribute pages: each honoree's page, made from the gifts that succeeded
  // (the address as tributeSlugOf makes it, but for letters with accents, which SQL cannot fold here).
  await db.execute(sql`
  DROP TABLE IF EXISTS tribute_backfill;
  CREATE TEMP TABLE tribute_backfill AS
    SELECT d.id, regexp_replace(btrim(d.tribute_honoree_name), '\s+', ' ', 'g') AS name, d.tribute_kind::text AS kind,
      coalesce(nullif(rtrim(left(btrim(regexp_replace(lower(d.tribute_honoree_name), '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''), 'tribute-' || d.id) AS slug
    FROM donations d
    WHERE d.status = 'succeeded' AND d.tribute_kind IS NOT NULL AND btrim(coalesce(d.tribute_honoree_name, '')) <> '' AND d.tribute_page_id IS NULL;
  INSERT INTO tributes (name, slug, kind)
    SELECT DISTINCT ON (slug) name, slug, kind::enum_tributes_kind FROM tribute_backfill ORDER BY slug, id
    ON CONFLICT (slug) DO NOTHING;
  UPDATE donations d SET tribute_page_id = t.id FROM tribute_backfill b JOIN tributes t ON t.slug = b.slug WHERE d.id = b.id;
  DROP TABLE tribute_backfill;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tributes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tributes" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_tribute_page_id_tributes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tributes_fk";
  
  DROP INDEX "donations_tribute_tribute_page_idx";
  DROP INDEX "payload_locked_documents_rels_tributes_id_idx";
  ALTER TABLE "donations" DROP COLUMN "tribute_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tributes_id";
  DROP TYPE "public"."enum_tributes_kind";`)
}
