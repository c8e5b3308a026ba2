CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"scope" text NOT NULL,
	"given" boolean NOT NULL,
	"subject" text,
	"notice_version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose_valid" CHECK ("consent_records"."purpose" IN ('order', 'booking', 'contact', 'sign-in', 'complaint')),
	CONSTRAINT "consent_records_scope_valid" CHECK ("consent_records"."scope" IN ('notice', 'updates'))
);
--> statement-breakpoint
CREATE INDEX "consent_records_phone_idx" ON "consent_records" USING btree ("phone","at");