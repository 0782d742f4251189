import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Payload's per-account lock (which any stranger could trigger) gives way to loginGuard's
// lock-outs per email and source (src/server/services/staff/loginGuard.ts): a plain table updated with
// one atomic upsert, shared by every app instance.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN IF EXISTS "login_attempts";
   ALTER TABLE "users" DROP COLUMN IF EXISTS "lock_until";
   CREATE TABLE IF NOT EXISTS "login_lockouts" (
    "key" varchar(100) PRIMARY KEY,
    "failures" integer NOT NULL DEFAULT 0,
    "last_failure_at" timestamp(3) with time zone NOT NULL,
    "locked_until" timestamp(3) with time zone
   );
   CREATE INDEX IF NOT EXISTS "login_lockouts_last_failure_at_idx" ON "login_lockouts" USING btree ("last_failure_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "login_lockouts";
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
   ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
