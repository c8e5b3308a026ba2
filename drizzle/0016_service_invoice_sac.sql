-- Service invoices issued before kept the default SACs (decision 030): installation visits 998736, the rest 998715.
ALTER TABLE "visit_invoices" ADD COLUMN "sac" text;--> statement-breakpoint
UPDATE "visit_invoices" SET "sac" = CASE WHEN "service_bookings"."kind" = 'installation' THEN '998736' ELSE '998715' END
FROM "service_bookings" WHERE "service_bookings"."id" = "visit_invoices"."booking_id";--> statement-breakpoint
ALTER TABLE "visit_invoices" ALTER COLUMN "sac" SET NOT NULL;
