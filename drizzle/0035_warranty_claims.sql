CREATE TABLE "warranty_claims" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"claim_number" text NOT NULL,
	"brand_slug" text NOT NULL,
	"appliance_id" integer,
	"status" text DEFAULT 'raised' NOT NULL,
	"brand_reference" text,
	"visit_charge_paise" integer NOT NULL,
	"labour_paise" integer NOT NULL,
	"labour_key" text,
	"labour_item" text,
	"sac" text NOT NULL,
	"parts_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"customer_approved_at" timestamp with time zone,
	"repair_warranty_until" date NOT NULL,
	"rejection_reason" text,
	"paid_paise" integer,
	"paid_on" date,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_claim_number_unique" UNIQUE("claim_number"),
	CONSTRAINT "warranty_claims_status_valid" CHECK ("warranty_claims"."status" IN ('raised', 'approved', 'rejected', 'paid')),
	CONSTRAINT "warranty_claims_amounts_nonnegative" CHECK ("warranty_claims"."visit_charge_paise" >= 0 AND "warranty_claims"."labour_paise" >= 0 AND "warranty_claims"."parts_paise" >= 0 AND "warranty_claims"."gst_paise" >= 0),
	CONSTRAINT "warranty_claims_total_adds_up" CHECK ("warranty_claims"."total_paise" = "warranty_claims"."visit_charge_paise" + "warranty_claims"."labour_paise" + "warranty_claims"."parts_paise" + "warranty_claims"."gst_paise"),
	CONSTRAINT "warranty_claims_rejected_has_reason" CHECK ("warranty_claims"."status" <> 'rejected' OR "warranty_claims"."rejection_reason" IS NOT NULL),
	CONSTRAINT "warranty_claims_paid_has_payment" CHECK (("warranty_claims"."status" = 'paid') = ("warranty_claims"."paid_paise" IS NOT NULL AND "warranty_claims"."paid_on" IS NOT NULL)),
	CONSTRAINT "warranty_claims_paid_nonnegative" CHECK ("warranty_claims"."paid_paise" IS NULL OR "warranty_claims"."paid_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_parts" ADD COLUMN "warranty_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_parts" ADD COLUMN "defective_returned" boolean;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claims_brand_status_idx" ON "warranty_claims" USING btree ("brand_slug","status");