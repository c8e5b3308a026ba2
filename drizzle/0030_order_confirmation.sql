ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_confirm_by_idx" ON "orders" USING btree ("confirm_by") WHERE "orders"."confirm_by" IS NOT NULL AND "orders"."cod_confirmed_at" IS NULL;--> statement-breakpoint
-- Orders placed before numbers were proved keep the updates they were promised.
UPDATE "orders" SET "phone_verified_at" = "placed_at";
