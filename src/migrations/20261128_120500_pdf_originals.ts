import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scholarship_files" ADD COLUMN "original_id" integer;
  ALTER TABLE "scholarship_files" ADD CONSTRAINT "scholarship_files_original_id_scholarship_files_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."scholarship_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "scholarship_files_original_idx" ON "scholarship_files" USING btree ("original_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scholarship_files" DROP CONSTRAINT "scholarship_files_original_id_scholarship_files_id_fk";
  DROP INDEX "scholarship_files_original_idx";
  ALTER TABLE "scholarship_files" DROP COLUMN "original_id";`)
}
