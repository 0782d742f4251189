import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Checks by mail: the gift's method, the check's own fields, its history, and the `voided` status.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    CREATE TYPE "public"."enum_donations_method" AS ENUM('card', 'check');
  EXCEPTION WHEN duplicate_object THEN NULL;
  END $$;
  ALTER TYPE "public"."enum_donations_status" ADD VALUE IF NOT EXISTS 'voided';
  ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "method" "enum_donations_method" DEFAULT 'card' NOT NULL;
  ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "received_on" varchar;
  ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "check_number" varchar;
  ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "note" varchar;
  ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "history" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "donations" SET "status" = 'canceled' WHERE "status" = 'voided';
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_donations_status";
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled', 'refunded');
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_donations_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_donations_status" USING "status"::"public"."enum_donations_status";
  ALTER TABLE "donations" DROP COLUMN IF EXISTS "method";
  ALTER TABLE "donations" DROP COLUMN IF EXISTS "received_on";
  ALTER TABLE "donations" DROP COLUMN IF EXISTS "check_number";
  ALTER TABLE "donations" DROP COLUMN IF EXISTS "note";
  ALTER TABLE "donations" DROP COLUMN IF EXISTS "history";
  DROP TYPE IF EXISTS "public"."enum_donations_method";`)
}
