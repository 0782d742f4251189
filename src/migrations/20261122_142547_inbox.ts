import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The staff inbox: when a message was first opened, and when it was handled.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "read_at" timestamp(3) with time zone;
   ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "handled_at" timestamp(3) with time zone;
   CREATE INDEX IF NOT EXISTS "contact_messages_read_at_idx" ON "contact_messages" USING btree ("read_at");
   CREATE INDEX IF NOT EXISTS "contact_messages_handled_at_idx" ON "contact_messages" USING btree ("handled_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "contact_messages_read_at_idx";
   DROP INDEX IF EXISTS "contact_messages_handled_at_idx";
   ALTER TABLE "contact_messages" DROP COLUMN IF EXISTS "read_at";
   ALTER TABLE "contact_messages" DROP COLUMN IF EXISTS "handled_at";`)
}
