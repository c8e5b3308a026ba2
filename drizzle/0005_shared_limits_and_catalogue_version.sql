CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_key_pk" PRIMARY KEY("bucket","key"),
	CONSTRAINT "rate_limit_hits_positive" CHECK ("rate_limit_hits"."hits" > 0)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_sessions_last_seen_idx" ON "staff_sessions" USING btree ("last_seen_at");--> statement-breakpoint
-- The catalogue version moves from a sequence (not transactional: a reader could see the new number before
-- the rows) to a row updated in the writer's own transaction.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP SEQUENCE "catalogue_version_seq";
