ALTER TABLE "service_bookings" ADD COLUMN "issue_message" jsonb;--> statement-breakpoint
-- Installation visits kept what they install only as an English line, "Installation of <titles>" or "Demo of
-- <titles>". It becomes a code with the titles; the English line stays for the back office, and a line of any
-- other shape is left as it is and still shown as written.
UPDATE "service_bookings"
SET "issue_message" = CASE
  WHEN "issue" LIKE 'Installation of %' THEN jsonb_build_object('code', 'installationOf', 'titles', substr("issue", 17))
  ELSE jsonb_build_object('code', 'demoOf', 'titles', substr("issue", 9))
END
WHERE "kind" = 'installation' AND ("issue" LIKE 'Installation of _%' OR "issue" LIKE 'Demo of _%');
