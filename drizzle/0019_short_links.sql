CREATE TABLE "short_links" (
	"token" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"subject" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_token_shape" CHECK ("short_links"."token" ~ '^[A-Za-z0-9]{10}$'),
	CONSTRAINT "short_links_target_valid" CHECK ("short_links"."target" IN ('order', 'booking')),
	CONSTRAINT "short_links_language_valid" CHECK ("short_links"."language" IN ('en', 'ta'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
CREATE INDEX "short_links_expires_idx" ON "short_links" USING btree ("expires_at");