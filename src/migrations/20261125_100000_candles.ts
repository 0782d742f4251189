import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The candles lit on the remembrance wall (src/server/data/candles.ts). Not a Payload collection:
// the count is split over a few rows ("shards"), each candle adding one to a shard picked at
// random, so thousands of clicks in the same minutes wait on one another's row lock only when two
// pick the same shard, and the total is the sum of the rows. Rows are made by the first candle of
// each shard.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "candle_shards" (
    "shard" smallint PRIMARY KEY,
    "count" bigint NOT NULL DEFAULT 0
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "candle_shards";`)
}
