CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_slots_date_slot_pk" PRIMARY KEY("date","slot"),
	CONSTRAINT "booking_slots_booked_range" CHECK ("booking_slots"."booked" >= 0 AND "booking_slots"."booked" <= "booking_slots"."capacity"),
	CONSTRAINT "booking_slots_capacity_positive" CHECK ("booking_slots"."capacity" > 0),
	CONSTRAINT "booking_slots_slot_valid" CHECK ("booking_slots"."slot" IN ('morning', 'afternoon', 'evening', 'emergency'))
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"appliance" text NOT NULL,
	"brand" text NOT NULL,
	"issue" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"technician_name" text,
	"visit_charge_paise" integer,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "service_bookings_status_valid" CHECK ("service_bookings"."status" IN ('requested', 'confirmed', 'technician_assigned', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "service_bookings_slot_valid" CHECK ("service_bookings"."slot" IN ('morning', 'afternoon', 'evening', 'emergency')),
	CONSTRAINT "service_bookings_visit_charge_nonnegative" CHECK ("service_bookings"."visit_charge_paise" IS NULL OR "service_bookings"."visit_charge_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "service_bookings_date_slot_idx" ON "service_bookings" USING btree ("date","slot");--> statement-breakpoint
CREATE INDEX "service_bookings_status_created_idx" ON "service_bookings" USING btree ("status","created_at");