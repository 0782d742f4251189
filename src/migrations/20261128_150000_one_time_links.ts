import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// One table for every one-time emailed link (src/server/services/links/oneTimeLinks.ts): the
// SHA-256 of its token, its purpose, what it opens (`subject`, e.g. `user:5`), when it expires
// (NULL: while its subject lives, for scholarship links) and when it was used. Not a Payload
// collection. The links still valid in the four shapes before it move here, so links already
// mailed keep working: staff invitations (users.invitation_*), fundraisers' links
// (fundraisers.link_*), scholarship continue links (scholarship_applications_links) and
// recommenders' links (scholarship_recommendations.token_hash), and donors' manage links
// (donor_links, dropped). The old columns are emptied and left unused (they are the collections'
// fields in the schema snapshot; a later migration may drop them with the fields).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "one_time_links" (
    "token_hash" varchar(64) PRIMARY KEY,
    "purpose" varchar(40) NOT NULL,
    "subject" varchar(300) NOT NULL,
    "expires_at" timestamp(3) with time zone,
    "used_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "one_time_links_subject_purpose_idx" ON "one_time_links" USING btree ("subject", "purpose", "created_at");
   CREATE INDEX IF NOT EXISTS "one_time_links_expires_at_idx" ON "one_time_links" USING btree ("expires_at");

   INSERT INTO "one_time_links" ("token_hash", "purpose", "subject", "expires_at", "created_at")
    SELECT "invitation_token_hash", 'staff-invitation', 'user:' || "id", "invitation_expires_at", coalesce("invited_at", now())
    FROM "users" WHERE "invitation_token_hash" IS NOT NULL AND "invitation_expires_at" > now()
    ON CONFLICT DO NOTHING;
   UPDATE "users" SET "invitation_token_hash" = NULL, "invitation_expires_at" = NULL WHERE "invitation_token_hash" IS NOT NULL;

   INSERT INTO "one_time_links" ("token_hash", "purpose", "subject", "expires_at")
    SELECT "link_token_hash", 'fundraiser-' || "link_purpose"::text, 'fundraiser:' || "id", "link_expires_at"
    FROM "fundraisers" WHERE "link_token_hash" IS NOT NULL AND "link_purpose" IS NOT NULL AND "link_expires_at" > now()
    ON CONFLICT DO NOTHING;
   UPDATE "fundraisers" SET "link_token_hash" = NULL, "link_purpose" = NULL, "link_expires_at" = NULL WHERE "link_token_hash" IS NOT NULL OR "link_purpose" IS NOT NULL;

   INSERT INTO "one_time_links" ("token_hash", "purpose", "subject", "expires_at", "created_at")
    SELECT "token_hash", 'scholarship-application', 'application:' || "_parent_id", NULL, "created_at"
    FROM "scholarship_applications_links"
    ON CONFLICT DO NOTHING;
   DELETE FROM "scholarship_applications_links";

   INSERT INTO "one_time_links" ("token_hash", "purpose", "subject", "expires_at")
    SELECT "token_hash", 'scholarship-recommendation', 'recommendation:' || "id", NULL
    FROM "scholarship_recommendations" WHERE "token_hash" IS NOT NULL AND "application_id" IS NOT NULL
    ON CONFLICT DO NOTHING;
   UPDATE "scholarship_recommendations" SET "token_hash" = NULL WHERE "token_hash" IS NOT NULL;

   INSERT INTO "one_time_links" ("token_hash", "purpose", "subject", "expires_at", "used_at", "created_at")
    SELECT "token_hash", 'donor-manage', 'stripe-customer:' || "stripe_customer_id", "expires_at", "used_at", "created_at"
    FROM "donor_links" WHERE "expires_at" > now()
    ON CONFLICT DO NOTHING;
   DROP TABLE IF EXISTS "donor_links";`)
}

// Down recreates the tables' shape, not their links: links issued since are not moved back.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "one_time_links";
   CREATE TABLE IF NOT EXISTS "donor_links" (
    "token_hash" varchar(64) PRIMARY KEY,
    "email" varchar(320) NOT NULL,
    "stripe_customer_id" varchar(255) NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "used_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "donor_links_email_created_at_idx" ON "donor_links" USING btree ("email", "created_at");`)
}
