CREATE TABLE "amc_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"appliance_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"months" smallint NOT NULL,
	"visits_included" smallint NOT NULL,
	"parts_covered" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reminders_consent" boolean DEFAULT false NOT NULL,
	"access_token" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"payment_method" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"sac" text,
	"taxable_paise" integer,
	"gst_paise" integer,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_contracts_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "amc_contracts_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "amc_contracts_status_valid" CHECK ("amc_contracts"."status" IN ('pending', 'active', 'cancelled')),
	CONSTRAINT "amc_contracts_language_valid" CHECK ("amc_contracts"."language" IN ('en', 'ta')),
	CONSTRAINT "amc_contracts_price_positive" CHECK ("amc_contracts"."price_paise" > 0),
	CONSTRAINT "amc_contracts_place_of_supply_format" CHECK ("amc_contracts"."place_of_supply" ~ '^[0-9]{2}$'),
	CONSTRAINT "amc_contracts_paid_when_active" CHECK (("amc_contracts"."status" = 'active') = ("amc_contracts"."paid_at" IS NOT NULL AND "amc_contracts"."starts_on" IS NOT NULL AND "amc_contracts"."ends_on" IS NOT NULL AND "amc_contracts"."invoice_number" IS NOT NULL AND "amc_contracts"."payment_method" IS NOT NULL)),
	CONSTRAINT "amc_contracts_invoice_adds_up" CHECK ("amc_contracts"."invoice_number" IS NULL OR "amc_contracts"."taxable_paise" + "amc_contracts"."gst_paise" = "amc_contracts"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "amc_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"months" smallint NOT NULL,
	"visits_included" smallint NOT NULL,
	"parts_covered" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_plans_price_range" CHECK ("amc_plans"."price_paise" BETWEEN 100 AND 10000000),
	CONSTRAINT "amc_plans_months_range" CHECK ("amc_plans"."months" BETWEEN 1 AND 60),
	CONSTRAINT "amc_plans_visits_range" CHECK ("amc_plans"."visits_included" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "amc_visits" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"visit_charge_paise" integer NOT NULL,
	"labour_paise" integer NOT NULL,
	"parts_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"covered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_visits_total_adds_up" CHECK ("amc_visits"."total_paise" = "amc_visits"."visit_charge_paise" + "amc_visits"."labour_paise" + "amc_visits"."parts_paise" + "amc_visits"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "amc_contracts" ADD CONSTRAINT "amc_contracts_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amc_contracts" ADD CONSTRAINT "amc_contracts_plan_id_amc_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."amc_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amc_visits" ADD CONSTRAINT "amc_visits_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amc_visits" ADD CONSTRAINT "amc_visits_contract_id_amc_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."amc_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amc_contracts_appliance_idx" ON "amc_contracts" USING btree ("appliance_id");--> statement-breakpoint
CREATE INDEX "amc_contracts_status_idx" ON "amc_contracts" USING btree ("status","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "amc_contracts_utr_unique" ON "amc_contracts" USING btree ("payment_reference") WHERE "amc_contracts"."payment_method" = 'upi';--> statement-breakpoint
CREATE INDEX "amc_plans_category_idx" ON "amc_plans" USING btree ("category");--> statement-breakpoint
CREATE INDEX "amc_visits_contract_idx" ON "amc_visits" USING btree ("contract_id");--> statement-breakpoint
-- product pages show the category's plans: a change to a plan moves the catalogue version, as products do
CREATE TRIGGER "amc_plans_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amc_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
INSERT INTO "amc_plans" ("category", "name", "price_paise", "months", "visits_included", "parts_covered") VALUES
	('ac', 'AC care: two services a year', 149900, 12, 2, false),
	('ac', 'AC complete care, parts included', 399900, 12, 3, true),
	('refrigerator', 'Refrigerator care', 99900, 12, 2, false),
	('refrigerator', 'Refrigerator complete care, parts included', 249900, 12, 2, true),
	('washing-machine', 'Washing machine care', 119900, 12, 2, false),
	('washing-machine', 'Washing machine complete care, parts included', 279900, 12, 2, true),
	('tv', 'TV care', 99900, 12, 2, false),
	('water-heater', 'Water heater care', 69900, 12, 1, false);
