CREATE TABLE "visit_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stage" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_photos_stage_valid" CHECK ("visit_photos"."stage" IN ('fault', 'before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "visit_signatures" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"png" "bytea",
	"width" integer,
	"height" integer,
	"unsigned_reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_signatures_signed_or_reason" CHECK (("visit_signatures"."png" IS NULL) = ("visit_signatures"."unsigned_reason" IS NOT NULL) AND ("visit_signatures"."png" IS NULL) = ("visit_signatures"."width" IS NULL) AND ("visit_signatures"."png" IS NULL) = ("visit_signatures"."height" IS NULL)),
	CONSTRAINT "visit_signatures_reason_valid" CHECK ("visit_signatures"."unsigned_reason" IS NULL OR "visit_signatures"."unsigned_reason" IN ('not_present', 'declined', 'unable'))
);
--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_signatures" ADD CONSTRAINT "visit_signatures_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_photos_booking_idx" ON "visit_photos" USING btree ("booking_id");