import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_monthly_prompt" AS ENUM('accepted', 'declined');
  ALTER TABLE "donations" ADD COLUMN "monthly_prompt" "enum_donations_monthly_prompt";
  CREATE INDEX "donations_monthly_prompt_idx" ON "donations" USING btree ("monthly_prompt");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "donations_monthly_prompt_idx";
  ALTER TABLE "donations" DROP COLUMN "monthly_prompt";
  DROP TYPE "public"."enum_donations_monthly_prompt";`)
}
