import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The one-time links a donor asks for to manage a monthly gift (src/server/data/donorLinks.ts):
// the token kept hashed, the Stripe customer it opens, and when it expires or was used.
// Not a Payload collection.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "donor_links" (
    "token_hash" varchar(64) PRIMARY KEY,
    "email" varchar(320) NOT NULL,
    "stripe_customer_id" varchar(255) NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "used_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "donor_links_email_created_at_idx" ON "donor_links" USING btree ("email", "created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "donor_links";`)
}
