ALTER TABLE "products" ADD COLUMN "maker_role" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consumer_care" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_in" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_maker_role_valid" CHECK ("products"."maker_role" IS NULL OR "products"."maker_role" IN ('manufacturer', 'packer', 'importer'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_code" CHECK ("products"."country_of_origin" IS NULL OR "products"."country_of_origin" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_positive" CHECK ("products"."net_quantity" IS NULL OR "products"."net_quantity" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_unit_valid" CHECK ("products"."net_quantity_unit" IS NULL OR "products"."net_quantity_unit" IN ('N', 'U', 'kg', 'g', 'L', 'mL'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_made_in_month" CHECK ("products"."made_in" IS NULL OR "products"."made_in" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');