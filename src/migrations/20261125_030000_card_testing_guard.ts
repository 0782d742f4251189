import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The card-testing guard's plain tables (src/server/data/cardGuard.ts), not Payload collections:
// - card_guard_episodes: one row each time the site-wide guard went up, kept up while it trips;
// - card_declines: one row per declined payment attempt (a webhook payment_intent.payment_failed);
// - tested_payments: a PaymentIntent queued for cancellation at Stripe, once;
// - human_check_uses: solved human checks already spent (a solution is good once).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "card_guard_episodes" (
    "id" serial PRIMARY KEY,
    "reason" varchar(16) NOT NULL,
    "checkouts" integer NOT NULL,
    "declines" integer NOT NULL,
    "started_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "last_tripped_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "card_guard_episodes_last_tripped_at_idx" ON "card_guard_episodes" USING btree ("last_tripped_at");
   CREATE TABLE IF NOT EXISTS "card_declines" (
    "id" serial PRIMARY KEY,
    "payment_intent" varchar(255) NOT NULL,
    "payment_method" varchar(255),
    "donation_id" integer,
    "donor_email" varchar(255),
    "card_fingerprint" varchar(255),
    "decline_code" varchar(64),
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE UNIQUE INDEX IF NOT EXISTS "card_declines_attempt_idx" ON "card_declines" USING btree ("payment_intent", "payment_method") NULLS NOT DISTINCT;
   CREATE INDEX IF NOT EXISTS "card_declines_created_at_idx" ON "card_declines" USING btree ("created_at");
   CREATE INDEX IF NOT EXISTS "card_declines_email_idx" ON "card_declines" USING btree ("donor_email", "created_at");
   CREATE INDEX IF NOT EXISTS "card_declines_fingerprint_idx" ON "card_declines" USING btree ("card_fingerprint", "created_at");
   CREATE TABLE IF NOT EXISTS "tested_payments" (
    "payment_intent" varchar(255) PRIMARY KEY,
    "reason" varchar(32) NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE TABLE IF NOT EXISTS "human_check_uses" (
    "signature" varchar(128) PRIMARY KEY,
    "expires_at" timestamp(3) with time zone NOT NULL
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "card_guard_episodes";
   DROP TABLE IF EXISTS "card_declines";
   DROP TABLE IF EXISTS "tested_payments";
   DROP TABLE IF EXISTS "human_check_uses";`)
}
