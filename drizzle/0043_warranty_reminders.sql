ALTER TABLE "short_links" DROP CONSTRAINT "short_links_target_valid";--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "warranty_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "reminder_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "warranty_reminded_on" date;--> statement-breakpoint
CREATE INDEX "appliances_warranty_reminders_idx" ON "appliances" USING btree ("warranty_until") WHERE "appliances"."warranty_reminders" AND "appliances"."warranty_reminded_on" IS NULL;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_target_valid" CHECK ("short_links"."target" IN ('order', 'booking', 'complaint', 'amc', 'appliance'));--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_reminder_language_valid" CHECK ("appliances"."reminder_language" IN ('en', 'ta'));