CREATE TABLE "spare_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"appliance" text NOT NULL,
	"price_paise" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_parts_name_unique" UNIQUE("name"),
	CONSTRAINT "spare_parts_price_positive" CHECK ("spare_parts"."price_paise" > 0),
	CONSTRAINT "spare_parts_stock_nonnegative" CHECK ("spare_parts"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_invoices" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"visit_charge_paise" integer NOT NULL,
	"labour_paise" integer NOT NULL,
	"labour_item" text,
	"parts_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_method" text NOT NULL,
	"repair_warranty_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "visit_invoices_amounts_nonnegative" CHECK ("visit_invoices"."visit_charge_paise" >= 0 AND "visit_invoices"."labour_paise" >= 0 AND "visit_invoices"."parts_paise" >= 0 AND "visit_invoices"."gst_paise" >= 0),
	CONSTRAINT "visit_invoices_total_adds_up" CHECK ("visit_invoices"."total_paise" = "visit_invoices"."visit_charge_paise" + "visit_invoices"."labour_paise" + "visit_invoices"."parts_paise" + "visit_invoices"."gst_paise"),
	CONSTRAINT "visit_invoices_payment_method_valid" CHECK ("visit_invoices"."payment_method" IN ('cash', 'upi'))
);
--> statement-breakpoint
CREATE TABLE "visit_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"request_key" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_parts_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "visit_parts_quantity_positive" CHECK ("visit_parts"."quantity" >= 1),
	CONSTRAINT "visit_parts_price_positive" CHECK ("visit_parts"."unit_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "appliances" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"unit" integer NOT NULL,
	"product_id" integer NOT NULL,
	"serial_number" text,
	"purchase_date" date NOT NULL,
	"warranty_until" date NOT NULL,
	"warranty_note" text,
	"repair_warranty_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliances_line_unit_unique" UNIQUE("order_line_id","unit"),
	CONSTRAINT "appliances_unit_positive" CHECK ("appliances"."unit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_valid";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_note" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "kind" text DEFAULT 'repair' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "appliance_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "coverage" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "visit_code" text DEFAULT lpad((floor(random() * 10000))::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "technician_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "diagnosis" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "visit_invoices" ADD CONSTRAINT "visit_invoices_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_parts" ADD CONSTRAINT "visit_parts_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_parts" ADD CONSTRAINT "visit_parts_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_parts_booking_idx" ON "visit_parts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "appliances_order_idx" ON "appliances" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_bookings_technician_date_idx" ON "service_bookings" USING btree ("technician_id","date");--> statement-breakpoint
CREATE INDEX "service_bookings_appliance_idx" ON "service_bookings" USING btree ("appliance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_bookings_one_installation_per_order" ON "service_bookings" USING btree ("order_id") WHERE "service_bookings"."kind" = 'installation';--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_staff_user_id_unique" UNIQUE("staff_user_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_installation_valid" CHECK ("products"."installation" IN ('none', 'installation', 'demo'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_installation_charge_nonnegative" CHECK ("products"."installation_charge_paise" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" BETWEEN 0 AND 240);--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_kind_valid" CHECK ("service_bookings"."kind" IN ('repair', 'installation'));--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_coverage_valid" CHECK ("service_bookings"."coverage" IS NULL OR "service_bookings"."coverage" IN ('in_warranty', 'chargeable'));--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_visit_code_format" CHECK ("service_bookings"."visit_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_rating_range" CHECK ("service_bookings"."rating" IS NULL OR "service_bookings"."rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_installation_has_order" CHECK ("service_bookings"."kind" <> 'installation' OR "service_bookings"."order_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installation_charge_nonnegative" CHECK ("orders"."installation_charge_paise" >= 0);--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_valid" CHECK ("staff_users"."role" IN ('owner', 'staff', 'technician'));--> statement-breakpoint
UPDATE "products" SET "installation" = 'installation' WHERE "category" IN ('tv', 'ac', 'washing-machine', 'water-heater');--> statement-breakpoint
UPDATE "products" SET "installation_charge_paise" = 149900 WHERE "category" = 'ac' AND "title" ILIKE '%split%';--> statement-breakpoint
UPDATE "products" SET "warranty_note" = '5 years on the compressor' WHERE "category" = 'ac';--> statement-breakpoint
UPDATE "products" SET "warranty_note" = '10 years on the compressor' WHERE "category" = 'refrigerator';--> statement-breakpoint
UPDATE "products" SET "warranty_months" = 24, "warranty_note" = '10 years on the motor' WHERE "category" = 'washing-machine';--> statement-breakpoint
UPDATE "products" SET "warranty_months" = 24 WHERE "category" = 'fan';
