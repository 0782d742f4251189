import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Donors' sessions (src/server/data/donorSessions.ts): the SHA-256 of the cookie's token (never
// the token), the email the session is bound to, and when it ends. Not a Payload collection:
// donors are not users, and nothing of theirs should ever reach /cms.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "donor_sessions" (
    "token_hash" varchar(64) PRIMARY KEY,
    "email" varchar(320) NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "donor_sessions_email_idx" ON "donor_sessions" USING btree ("email");
   CREATE INDEX IF NOT EXISTS "donor_sessions_expires_at_idx" ON "donor_sessions" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "donor_sessions";`)
}
