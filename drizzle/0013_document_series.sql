CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_series_fiscal_year_pk" PRIMARY KEY("series","fiscal_year"),
	CONSTRAINT "document_series_positive" CHECK ("document_series"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
-- Orders placed before the series keep the number their invoice always showed: INV- and the order number's
-- date and code. New orders take the next number of the goods series.
UPDATE "orders" SET "invoice_number" = 'INV-' || substr("order_number", 5) WHERE "invoice_number" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "invoice_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");