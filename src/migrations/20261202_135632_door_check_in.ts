import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_role" ADD VALUE 'door';
  ALTER TABLE "tickets" ADD COLUMN "checked_in_by_id" integer;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tickets_checked_in_by_idx" ON "tickets" USING btree ("checked_in_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" DROP CONSTRAINT "tickets_checked_in_by_id_users_id_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  -- The door role goes with its migration: such accounts keep their sign-in as least-privileged content staff, deactivated.
  UPDATE "users" SET "role" = 'content', "active" = false WHERE "role" = 'door';
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'fundraising', 'content', 'reviewer');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'content'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "tickets_checked_in_by_idx";
  ALTER TABLE "tickets" DROP COLUMN "checked_in_by_id";`)
}
