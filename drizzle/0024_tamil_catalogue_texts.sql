ALTER TABLE "brands" ADD COLUMN "description_ta" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_ta" jsonb DEFAULT '[]'::jsonb NOT NULL;