CREATE TABLE "claim_rebills" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"visit_charge_paise" integer NOT NULL,
	"labour_paise" integer NOT NULL,
	"parts_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_via" text,
	"payment_method" text,
	"upi_reference" text,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	CONSTRAINT "claim_rebills_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "claim_rebills_status_valid" CHECK ("claim_rebills"."status" IN ('asked', 'approved', 'declined', 'paid')),
	CONSTRAINT "claim_rebills_total_adds_up" CHECK ("claim_rebills"."total_paise" = "claim_rebills"."visit_charge_paise" + "claim_rebills"."labour_paise" + "claim_rebills"."parts_paise" + "claim_rebills"."gst_paise" AND "claim_rebills"."total_paise" > 0),
	CONSTRAINT "claim_rebills_decision_recorded" CHECK (("claim_rebills"."status" = 'asked') = ("claim_rebills"."decided_at" IS NULL) AND ("claim_rebills"."decided_at" IS NULL) = ("claim_rebills"."decided_via" IS NULL)),
	CONSTRAINT "claim_rebills_paid_invoiced" CHECK (("claim_rebills"."status" = 'paid') = ("claim_rebills"."invoice_number" IS NOT NULL) AND ("claim_rebills"."invoice_number" IS NULL) = ("claim_rebills"."paid_at" IS NULL) AND ("claim_rebills"."paid_at" IS NULL) = ("claim_rebills"."payment_method" IS NULL)),
	CONSTRAINT "claim_rebills_upi_reference" CHECK (("claim_rebills"."payment_method" = 'upi') = ("claim_rebills"."upi_reference" IS NOT NULL) AND ("claim_rebills"."upi_reference" IS NULL OR "claim_rebills"."upi_reference" ~ '^[0-9]{12}$'))
);
--> statement-breakpoint
ALTER TABLE "claim_rebills" ADD CONSTRAINT "claim_rebills_booking_id_warranty_claims_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."warranty_claims"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_rebills_paid_idx" ON "claim_rebills" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_rebills_upi_reference" ON "claim_rebills" USING btree ("upi_reference");