CREATE TABLE "data_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"nature" text NOT NULL,
	"data_affected" text NOT NULL,
	"people_affected" integer,
	"measures" text NOT NULL,
	"board_informed_at" timestamp with time zone,
	"people_informed_at" timestamp with time zone,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_breaches_discovered_idx" ON "data_breaches" USING btree ("discovered_at");