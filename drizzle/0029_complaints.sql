CREATE TABLE "complaint_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"category" text NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updates_consent" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"escalation" text,
	"reply" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "complaints_status_valid" CHECK ("complaints"."status" IN ('received', 'acknowledged', 'resolved')),
	CONSTRAINT "complaints_category_valid" CHECK ("complaints"."category" IN ('order', 'delivery', 'product', 'installation', 'repair', 'refund', 'billing', 'staff', 'other')),
	CONSTRAINT "complaints_resolved_has_reply" CHECK ("complaints"."status" <> 'resolved' OR "complaints"."reply" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "short_links" DROP CONSTRAINT "short_links_target_valid";--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_photos_complaint_idx" ON "complaint_photos" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_status_received_idx" ON "complaints" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "complaints_phone_idx" ON "complaints" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_target_valid" CHECK ("short_links"."target" IN ('order', 'booking', 'complaint'));