ALTER TABLE "order_events" ADD COLUMN "message" jsonb;--> statement-breakpoint
-- Cancellations were stored as English sentences: "Cancelled by the customer", "Cancelled by the dealer:
-- <reason>", each followed by ". A refund of ₹1,234.00 is due: initiate it within 3-5 business days." when
-- the order was paid. They become a code with its values, and the note keeps only what staff typed. Notes
-- of any other shape are left as they are and still shown as written.
UPDATE "order_events" AS "e"
SET
  "message" = jsonb_build_object(
    'code', 'cancelled',
    'by', CASE WHEN "p"."head" LIKE 'Cancelled by the customer%' THEN 'customer' ELSE 'dealer' END,
    'refundDuePaise', "p"."refund"
  ),
  "note" = CASE
    WHEN "p"."head" LIKE 'Cancelled by the customer: %' THEN substr("p"."head", 28)
    WHEN "p"."head" LIKE 'Cancelled by the dealer: %' THEN substr("p"."head", 26)
    ELSE NULL
  END
FROM (
  SELECT
    "id",
    CASE WHEN strpos("note", '. A refund of ') > 0 THEN left("note", strpos("note", '. A refund of ') - 1) ELSE "note" END AS "head",
    CASE
      WHEN strpos("note", '. A refund of ') > 0
      THEN nullif(regexp_replace(split_part(substr("note", strpos("note", '. A refund of ') + 14), ' ', 1), '[^0-9]', '', 'g'), '')::integer
      ELSE NULL
    END AS "refund"
  FROM "order_events"
  WHERE "status" = 'cancelled'
    AND ("note" = 'Cancelled by the customer' OR "note" LIKE 'Cancelled by the customer: %' OR "note" LIKE 'Cancelled by the customer. %'
      OR "note" = 'Cancelled by the dealer' OR "note" LIKE 'Cancelled by the dealer: %' OR "note" LIKE 'Cancelled by the dealer. %')
) AS "p"
WHERE "e"."id" = "p"."id";
