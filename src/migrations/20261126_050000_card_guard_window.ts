import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The card-testing guard's site-wide checkout count (src/server/data/cardGuard.ts): one row, whose
// minute starts at the first checkout after the last one ended. It was a row of rate_limit_hits
// per clock minute: a burst across a minute's turn was split in two counts (a tester's 2N, and a
// test that failed by the clock).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "card_guard_window" (
    "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "window_start" timestamp(3) with time zone NOT NULL,
    "checkouts" integer NOT NULL
   );
   DELETE FROM "rate_limit_hits" WHERE "key" = 'card-guard:checkouts';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "card_guard_window";`)
}
