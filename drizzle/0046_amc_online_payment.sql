DROP INDEX "amc_contracts_utr_unique";--> statement-breakpoint
ALTER TABLE "gateway_orders" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD COLUMN "amc_contract_id" integer;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_amc_contract_id_amc_contracts_id_fk" FOREIGN KEY ("amc_contract_id") REFERENCES "public"."amc_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amc_contracts_payment_reference_unique" ON "amc_contracts" USING btree ("payment_method","payment_reference") WHERE "amc_contracts"."payment_reference" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_amc_contract_id_unique" UNIQUE("amc_contract_id");--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_pays_one" CHECK (num_nonnulls("gateway_orders"."order_id", "gateway_orders"."amc_contract_id") = 1);--> statement-breakpoint
ALTER TABLE "amc_contracts" ADD CONSTRAINT "amc_contracts_payment_method_valid" CHECK ("amc_contracts"."payment_method" IS NULL OR "amc_contracts"."payment_method" IN ('upi', 'cash', 'gateway'));--> statement-breakpoint
ALTER TABLE "amc_contracts" ADD CONSTRAINT "amc_contracts_gateway_reference" CHECK ("amc_contracts"."payment_method" IS DISTINCT FROM 'gateway' OR "amc_contracts"."payment_reference" IS NOT NULL);