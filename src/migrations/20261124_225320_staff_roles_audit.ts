import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'fundraising', 'content');
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor_id" numeric,
  	"actor_email" varchar,
  	"action" varchar NOT NULL,
  	"target_collection" varchar,
  	"target_id" varchar,
  	"changed_fields" jsonb,
  	"summary" varchar,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Accounts made before roles existed could do everything: they become admins; new ones start as content.
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'admin' NOT NULL;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'content';
  ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "invited_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "invitation_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "invitation_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "invitation_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_step_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_step_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_step_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_step_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "two_step_last_step" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" integer;
  CREATE INDEX "audit_entries_actor_id_idx" ON "audit_entries" USING btree ("actor_id");
  CREATE INDEX "audit_entries_actor_email_idx" ON "audit_entries" USING btree ("actor_email");
  CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");
  -- Append-only, whoever asks: the app never rewrites the trail, and neither can a stray query.
  CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'The audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
  END $$;
  CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
    FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "audit_entries" CASCADE;
  DROP FUNCTION "audit_entries_append_only"();
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  DROP INDEX "users_role_idx";
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "users" DROP COLUMN "active";
  ALTER TABLE "users" DROP COLUMN "last_sign_in_at";
  ALTER TABLE "users" DROP COLUMN "invited_at";
  ALTER TABLE "users" DROP COLUMN "invitation_accepted_at";
  ALTER TABLE "users" DROP COLUMN "invitation_token_hash";
  ALTER TABLE "users" DROP COLUMN "invitation_expires_at";
  ALTER TABLE "users" DROP COLUMN "two_step_enabled_at";
  ALTER TABLE "users" DROP COLUMN "two_step_secret";
  ALTER TABLE "users" DROP COLUMN "two_step_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_step_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "two_step_last_step";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";
  DROP TYPE "public"."enum_users_role";`)
}
