CREATE TABLE "part_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_order_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "part_order_lines_quantity_positive" CHECK ("part_order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "part_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"booking_id" integer NOT NULL,
	"brand" text NOT NULL,
	"expected_on" date NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"ordered_by" integer,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "part_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "part_orders_status_valid" CHECK ("part_orders"."status" IN ('ordered', 'received', 'cancelled')),
	CONSTRAINT "part_orders_closed_when_done" CHECK (("part_orders"."status" = 'ordered') = ("part_orders"."closed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "part_order_lines" ADD CONSTRAINT "part_order_lines_part_order_id_part_orders_id_fk" FOREIGN KEY ("part_order_id") REFERENCES "public"."part_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_order_lines" ADD CONSTRAINT "part_order_lines_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_orders" ADD CONSTRAINT "part_orders_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_orders" ADD CONSTRAINT "part_orders_ordered_by_staff_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_orders" ADD CONSTRAINT "part_orders_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_order_lines_part_once" ON "part_order_lines" USING btree ("part_order_id","part_id");--> statement-breakpoint
CREATE INDEX "part_orders_status_idx" ON "part_orders" USING btree ("status","expected_on");--> statement-breakpoint
CREATE UNIQUE INDEX "part_orders_one_open_per_visit" ON "part_orders" USING btree ("booking_id") WHERE "part_orders"."status" = 'ordered';