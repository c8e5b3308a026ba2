ALTER TABLE "brands" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
CREATE INDEX "warranty_claims_invoiced_idx" ON "warranty_claims" USING btree ("invoiced_at");--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_billing_complete" CHECK (("brands"."legal_name" IS NULL) = ("brands"."gstin" IS NULL) AND ("brands"."gstin" IS NULL) = ("brands"."billing_address" IS NULL));--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_gstin_format" CHECK ("brands"."gstin" IS NULL OR "brands"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$');--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_invoice_complete" CHECK (("warranty_claims"."invoice_number" IS NULL) = ("warranty_claims"."invoiced_at" IS NULL) AND ("warranty_claims"."invoice_number" IS NULL) = ("warranty_claims"."buyer_name" IS NULL) AND ("warranty_claims"."invoice_number" IS NULL) = ("warranty_claims"."buyer_gstin" IS NULL) AND ("warranty_claims"."invoice_number" IS NULL) = ("warranty_claims"."buyer_address" IS NULL) AND ("warranty_claims"."invoice_number" IS NULL) = ("warranty_claims"."place_of_supply" IS NULL));--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_invoiced_approved" CHECK ("warranty_claims"."invoice_number" IS NULL OR "warranty_claims"."status" IN ('approved', 'paid'));