import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The SHA-256 of each erased address (never the address), the number its kept gifts carry
// ("Erased donor #n"), and when: sendMail (src/server/mail.ts) sends nothing to these. A plain
// table, not a Payload collection (docs/people.md), kept in step with src/server/data/erasedAddresses.ts by hand.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "erased_addresses" (
    "email_hash" varchar(64) PRIMARY KEY,
    "donor_number" integer,
    "erased_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "erased_addresses";`)
}
