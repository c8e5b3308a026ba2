-- Each product carries its HSN code and GST rate, from its category's default (app/modules/gst/tax-codes.ts).
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_pct" smallint;--> statement-breakpoint
UPDATE "products" SET "gst_rate_pct" = 18, "hsn_code" = CASE "category"
	WHEN 'tv' THEN '852872'
	WHEN 'ac' THEN '841510'
	WHEN 'washing-machine' THEN '845011'
	WHEN 'refrigerator' THEN '841810'
	WHEN 'fan' THEN '841451'
	ELSE '8516' END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate_pct" SET NOT NULL;--> statement-breakpoint
-- Lines of orders placed before keep the 18% their invoices were printed with, under their product's HSN code.
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_pct" smallint;--> statement-breakpoint
UPDATE "order_lines" SET "gst_rate_pct" = 18, "hsn_code" = "products"."hsn_code" FROM "products" WHERE "products"."id" = "order_lines"."product_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "gst_rate_pct" SET NOT NULL;--> statement-breakpoint
-- Orders placed before were all invoiced as supplies within Tamil Nadu (33), with installation under 998736.
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_sac" text;--> statement-breakpoint
UPDATE "orders" SET "place_of_supply" = '33', "installation_sac" = '998736';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "place_of_supply" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "installation_sac" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_format" CHECK ("products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_valid" CHECK ("products"."gst_rate_pct" IN (0, 5, 18, 40));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_place_of_supply_format" CHECK ("orders"."place_of_supply" ~ '^[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_gstin_with_name" CHECK (("orders"."buyer_gstin" IS NULL) = ("orders"."buyer_business_name" IS NULL));
