ALTER TABLE "outbox" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_for" integer;--> statement-breakpoint
CREATE INDEX "outbox_provider_message_idx" ON "outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_fallback_once" ON "outbox" USING btree ("fallback_for");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_valid" CHECK ("outbox"."delivery" IN ('accepted', 'sent', 'delivered', 'read', 'failed'));