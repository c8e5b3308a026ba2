CREATE TABLE "job_card_steps" (
	"step_key" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"technician_id" integer NOT NULL,
	"intent" text NOT NULL,
	"status" smallint,
	"revision_after" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_card_steps" ADD CONSTRAINT "job_card_steps_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_steps" ADD CONSTRAINT "job_card_steps_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_card_steps_received_idx" ON "job_card_steps" USING btree ("received_at");