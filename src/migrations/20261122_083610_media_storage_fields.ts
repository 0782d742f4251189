import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The storage plugin's columns (src/lib/media-storage.ts), present with or without an S3 bucket so
// that both set-ups share one schema.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gallery_photos" ADD COLUMN IF NOT EXISTS "prefix" varchar DEFAULT '';
   ALTER TABLE "gallery_photos" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gallery_photos" DROP COLUMN IF EXISTS "prefix";
   ALTER TABLE "gallery_photos" DROP COLUMN IF EXISTS "_objectkey";`)
}
