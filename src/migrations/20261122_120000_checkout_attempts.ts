import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// One row per Idempotency-Key a donor's browser sent to POST /api/donations/checkout
// (src/server/data/checkoutAttempts.ts): the first request claims the key with one atomic insert,
// and every copy of it gets the same answer. Not a Payload collection.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "checkout_attempts" (
    "key" varchar(64) PRIMARY KEY,
    "request_hash" varchar(64) NOT NULL,
    "donation_id" integer,
    "client_secret" varchar(255),
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "checkout_attempts_created_at_idx" ON "checkout_attempts" USING btree ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "checkout_attempts";`)
}
