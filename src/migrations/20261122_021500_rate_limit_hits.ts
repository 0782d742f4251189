import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Counters of public POSTs per client address and minute (src/server/http/rateLimit.ts). Not a
// Payload collection: a plain table that every app instance updates with one atomic upsert.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
    "key" varchar(400) NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL,
    "hits" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("key", "window_start")
   );
   CREATE INDEX IF NOT EXISTS "rate_limit_hits_window_start_idx" ON "rate_limit_hits" USING btree ("window_start");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
