CREATE TABLE "gateway_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gateway_orders_amount_positive" CHECK ("gateway_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_channel_valid" CHECK ("payments"."channel" IN ('cash', 'upi', 'card', 'gateway')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_upi_utr" CHECK ("payments"."channel" <> 'upi' OR "payments"."reference" IS NULL OR "payments"."reference" ~ '^[0-9]{12}$'),
	CONSTRAINT "payments_gateway_reference" CHECK ("payments"."channel" <> 'gateway' OR "payments"."reference" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"channel" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"credit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_channel_valid" CHECK ("refunds"."channel" IN ('gateway', 'cash', 'upi', 'bank')),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_gateway_payment" CHECK (("refunds"."channel" = 'gateway') = ("refunds"."payment_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_event_id" ON "gateway_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "gateway_events_received_idx" ON "gateway_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_gateway_id" ON "gateway_orders" USING btree ("provider","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("channel","reference") WHERE "payments"."reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_unique" ON "refunds" USING btree ("channel","reference") WHERE "refunds"."reference" IS NOT NULL;--> statement-breakpoint
-- Orders marked paid before payments were recorded: one payment of the total, dated when it was marked.
INSERT INTO "payments" ("order_id", "channel", "amount_paise", "reference", "received_at", "recorded_at")
SELECT "id", CASE "payment_method" WHEN 'cod' THEN 'cash' ELSE "payment_method" END, "total_paise", NULL,
  COALESCE("paid_at", "updated_at"), COALESCE("paid_at", "updated_at")
FROM "orders" WHERE "payment_status" = 'paid';
