import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "donors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_id" integer NOT NULL,
  	"text" varchar NOT NULL,
  	"by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_notes_id" integer;
  ALTER TABLE "donor_notes" ADD CONSTRAINT "donor_notes_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "donors_email_idx" ON "donors" USING btree ("email");
  CREATE INDEX "donors_updated_at_idx" ON "donors" USING btree ("updated_at");
  CREATE INDEX "donors_created_at_idx" ON "donors" USING btree ("created_at");
  CREATE INDEX "donor_notes_donor_idx" ON "donor_notes" USING btree ("donor_id");
  CREATE INDEX "donor_notes_updated_at_idx" ON "donor_notes" USING btree ("updated_at");
  CREATE INDEX "donor_notes_created_at_idx" ON "donor_notes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donors_fk" FOREIGN KEY ("donors_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_notes_fk" FOREIGN KEY ("donor_notes_id") REFERENCES "public"."donor_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donors_id_idx" ON "payload_locked_documents_rels" USING btree ("donors_id");
  CREATE INDEX "payload_locked_documents_rels_donor_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_notes_id");

  -- A donor's gifts are found by their normalised email (DONOR_KEY in src/server/data/donations.ts).
  CREATE INDEX "donations_donor_key_idx" ON "donations" USING btree (lower(btrim("donor_email")));

  -- Every donor of the gifts given so far (as the Donations hook keepDonor adds them from now on).
  INSERT INTO "donors" ("email")
  SELECT DISTINCT lower(btrim("donor_email")) FROM "donations"
  WHERE "status" IN ('succeeded', 'disputed', 'refunded') AND btrim(coalesce("donor_email", '')) <> ''
  ON CONFLICT ("email") DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "donations_donor_key_idx";
  ALTER TABLE "donors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donors" CASCADE;
  DROP TABLE "donor_notes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_notes_fk";
  
  DROP INDEX "payload_locked_documents_rels_donors_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_notes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_notes_id";`)
}
