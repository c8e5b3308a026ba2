CREATE TABLE "technician_days" (
	"technician_id" integer NOT NULL,
	"day" date NOT NULL,
	"expected_paise" integer NOT NULL,
	"received_paise" integer NOT NULL,
	"note" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_days_technician_id_day_pk" PRIMARY KEY("technician_id","day"),
	CONSTRAINT "technician_days_amounts" CHECK ("technician_days"."expected_paise" >= 0 AND "technician_days"."received_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "technician_days" ADD CONSTRAINT "technician_days_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_days" ADD CONSTRAINT "technician_days_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;