ALTER TABLE "orders" ADD COLUMN "installation_by" text;--> statement-breakpoint
-- Before the choice, every order with a product to install booked our visit or paid our charge.
UPDATE "orders" SET "installation_by" = 'dealer'
WHERE "installation_charge_paise" > 0
  OR EXISTS (SELECT 1 FROM "service_bookings" b WHERE b."order_id" = "orders"."id" AND b."kind" = 'installation');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installation_by_valid" CHECK ("orders"."installation_by" IN ('dealer', 'brand', 'none'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installation_charge_ours" CHECK ("orders"."installation_charge_paise" = 0 OR "orders"."installation_by" = 'dealer');
