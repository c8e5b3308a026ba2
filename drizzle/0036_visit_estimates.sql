CREATE TABLE "visit_estimates" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"labour_key" text,
	"labour_item" text,
	"labour_paise" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"parts_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"approval_code" text NOT NULL,
	"decided_via" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "visit_estimates_status_valid" CHECK ("visit_estimates"."status" IN ('sent', 'approved', 'declined')),
	CONSTRAINT "visit_estimates_decided_via_valid" CHECK ("visit_estimates"."decided_via" IS NULL OR "visit_estimates"."decided_via" IN ('link', 'code', 'technician')),
	CONSTRAINT "visit_estimates_decision_recorded" CHECK (("visit_estimates"."status" = 'sent') = ("visit_estimates"."decided_at" IS NULL AND "visit_estimates"."decided_via" IS NULL)),
	CONSTRAINT "visit_estimates_code_format" CHECK ("visit_estimates"."approval_code" ~ '^[0-9]{4}$'),
	CONSTRAINT "visit_estimates_amounts_nonnegative" CHECK ("visit_estimates"."labour_paise" >= 0 AND "visit_estimates"."parts_paise" >= 0 AND "visit_estimates"."gst_paise" >= 0),
	CONSTRAINT "visit_estimates_total_adds_up" CHECK ("visit_estimates"."total_paise" = "visit_estimates"."labour_paise" + "visit_estimates"."parts_paise" + "visit_estimates"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "visit_estimates" ADD CONSTRAINT "visit_estimates_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;