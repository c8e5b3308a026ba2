CREATE TABLE "amc_reminders" (
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_reminders_contract_id_kind_due_on_pk" PRIMARY KEY("contract_id","kind","due_on"),
	CONSTRAINT "amc_reminders_kind_valid" CHECK ("amc_reminders"."kind" IN ('amc_ending', 'service_due'))
);
--> statement-breakpoint
ALTER TABLE "short_links" DROP CONSTRAINT "short_links_target_valid";--> statement-breakpoint
ALTER TABLE "amc_reminders" ADD CONSTRAINT "amc_reminders_contract_id_amc_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."amc_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_target_valid" CHECK ("short_links"."target" IN ('order', 'booking', 'complaint', 'amc'));