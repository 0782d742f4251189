import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scholarship_applications" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "scholarship_applications" ALTER COLUMN "graduation_year" DROP NOT NULL;
  ALTER TABLE "scholarship_recommendations" ADD COLUMN "letter_text_redacted" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scholarship_applications" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "scholarship_applications" ALTER COLUMN "graduation_year" SET NOT NULL;
  ALTER TABLE "scholarship_recommendations" DROP COLUMN "letter_text_redacted";`)
}
