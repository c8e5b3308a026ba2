ALTER TABLE "gateway_orders" DROP CONSTRAINT "gateway_orders_pays_one";--> statement-breakpoint
ALTER TABLE "claim_rebills" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD COLUMN "claim_rebill_id" integer;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_claim_rebill_id_claim_rebills_booking_id_fk" FOREIGN KEY ("claim_rebill_id") REFERENCES "public"."claim_rebills"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_rebills" ADD CONSTRAINT "claim_rebills_gateway_payment_id_unique" UNIQUE("gateway_payment_id");--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_claim_rebill_id_unique" UNIQUE("claim_rebill_id");--> statement-breakpoint
ALTER TABLE "claim_rebills" ADD CONSTRAINT "claim_rebills_gateway_payment" CHECK (coalesce("claim_rebills"."payment_method" = 'gateway', false) = ("claim_rebills"."gateway_payment_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_pays_one" CHECK (num_nonnulls("gateway_orders"."order_id", "gateway_orders"."amc_contract_id", "gateway_orders"."claim_rebill_id") = 1);