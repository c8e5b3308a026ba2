ALTER TABLE "booking_events" ADD COLUMN "message" jsonb;--> statement-breakpoint
-- Booking events were stored as English sentences. Each fixed sentence becomes its code; what staff typed
-- (a cancellation's reason) stays as the note, and the technician's name and a new date and slot become the
-- code's values. A note of any other shape is left as it is and still shown as written.
UPDATE "booking_events"
SET
  "message" = jsonb_build_object('code', CASE "note"
    WHEN 'Booking received' THEN 'received'
    WHEN 'Booked with the order' THEN 'bookedWithOrder'
    WHEN 'Confirmed by the service desk' THEN 'confirmed'
    WHEN 'Visit completed' THEN 'completed'
    WHEN 'Cancelled by the customer' THEN 'cancelledByCustomer'
    WHEN 'The order was cancelled' THEN 'orderCancelled'
  END),
  "note" = NULL
WHERE "message" IS NULL
  AND "note" IN ('Booking received', 'Booked with the order', 'Confirmed by the service desk', 'Visit completed',
    'Cancelled by the customer', 'The order was cancelled');--> statement-breakpoint
UPDATE "booking_events"
SET
  "message" = jsonb_build_object(
    'code', 'started',
    'by', CASE WHEN "note" = 'Visit started' THEN 'desk' ELSE 'technician' END
  ),
  "note" = NULL
WHERE "message" IS NULL
  AND "note" IN ('Visit started', 'Visit started: the technician is with the customer');--> statement-breakpoint
UPDATE "booking_events"
SET "message" = jsonb_build_object('code', 'cancelledByDesk'), "note" = nullif(substr("note", 32), '')
WHERE "message" IS NULL AND "note" LIKE 'Cancelled by the service desk: %';--> statement-breakpoint
UPDATE "booking_events"
SET "message" = jsonb_build_object('code', 'technicianAssigned', 'name', substr("note", 13)), "note" = NULL
WHERE "message" IS NULL AND "note" LIKE 'Technician: _%';--> statement-breakpoint
-- "Rescheduled to Tue, 1 Dec, 2026, Morning (9 AM - 12 PM)", or "Rescheduled by the service desk to …".
UPDATE "booking_events" AS "e"
SET
  "message" = jsonb_build_object(
    'code', 'rescheduled',
    'by', CASE WHEN "p"."m"[1] IS NULL THEN 'customer' ELSE 'desk' END,
    'date', to_char(
      make_date(
        "p"."m"[4]::integer,
        (position(lower(left("p"."m"[3], 3)) IN 'janfebmaraprmayjunjulaugsepoctnovdec') + 2) / 3,
        "p"."m"[2]::integer
      ),
      'YYYY-MM-DD'
    ),
    'slot', CASE "p"."m"[5]
      WHEN 'Morning' THEN 'morning'
      WHEN 'Afternoon' THEN 'afternoon'
      WHEN 'Evening' THEN 'evening'
      ELSE 'emergency'
    END
  ),
  "note" = NULL
FROM (
  SELECT
    "id",
    regexp_match(
      "note",
      '^Rescheduled (by the service desk )?to [A-Za-z]{3}, ([0-9]{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec), ([0-9]{4}), (Morning|Afternoon|Evening|Sunday emergency) \('
    ) AS "m"
  FROM "booking_events"
  WHERE "message" IS NULL AND "note" LIKE 'Rescheduled %'
) AS "p"
WHERE "e"."id" = "p"."id" AND "p"."m" IS NOT NULL;
