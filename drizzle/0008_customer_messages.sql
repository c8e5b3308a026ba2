ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "variables" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "updates_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updates_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_valid" CHECK ("outbox"."channel" IN ('email', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language_valid" CHECK ("outbox"."language" IN ('en', 'ta'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_template_for_phone" CHECK ("outbox"."channel" = 'email' OR ("outbox"."template" IS NOT NULL AND "outbox"."variables" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_language_valid" CHECK ("service_bookings"."language" IN ('en', 'ta'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_valid" CHECK ("orders"."language" IN ('en', 'ta'));