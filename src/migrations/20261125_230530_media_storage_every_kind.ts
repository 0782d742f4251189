import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The storage plugin's columns on every kind of stored file (src/lib/stored-files.ts), as on
// gallery_photos: present with or without an S3 bucket, so both set-ups share one schema. Rows
// already there take their kind's prefix, the folder where `npm run media:to-s3` puts their files.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "campaign_images" ADD COLUMN IF NOT EXISTS "prefix" varchar DEFAULT 'campaigns';
   ALTER TABLE "campaign_images" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
   ALTER TABLE "remembrance_photos" ADD COLUMN IF NOT EXISTS "prefix" varchar DEFAULT 'remembrances';
   ALTER TABLE "remembrance_photos" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "campaign_images" DROP COLUMN IF EXISTS "prefix";
   ALTER TABLE "campaign_images" DROP COLUMN IF EXISTS "_objectkey";
   ALTER TABLE "remembrance_photos" DROP COLUMN IF EXISTS "prefix";
   ALTER TABLE "remembrance_photos" DROP COLUMN IF EXISTS "_objectkey";`)
}
