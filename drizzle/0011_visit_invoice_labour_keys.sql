ALTER TABLE "visit_invoices" ADD COLUMN "labour_key" text;--> statement-breakpoint
-- Invoices kept the job done only by its English name. The rate card's key is read from it once here, so the
-- customer's page can name the job in its language; a name not on the rate card keeps no key and is shown as
-- printed.
UPDATE "visit_invoices"
SET "labour_key" = CASE "labour_item"
  WHEN 'Software, apps and Wi-Fi set-up' THEN 'tv-software'
  WHEN 'Power supply board repair' THEN 'tv-power-board'
  WHEN 'Backlight strip replacement' THEN 'tv-backlight'
  WHEN 'Main board or T-con board repair' THEN 'tv-main-board'
  WHEN 'General service (filter, coil and drain cleaning)' THEN 'ac-general-service'
  WHEN 'Capacitor or sensor replacement' THEN 'ac-capacitor'
  WHEN 'Gas refill with leak check' THEN 'ac-gas-refill'
  WHEN 'PCB repair or replacement' THEN 'ac-pcb'
  WHEN 'Leak brazing and vacuum' THEN 'ac-leak-brazing'
  WHEN 'Thermostat or sensor replacement' THEN 'fridge-thermostat'
  WHEN 'Relay and overload replacement' THEN 'fridge-relay'
  WHEN 'Defrost system repair' THEN 'fridge-defrost'
  WHEN 'Gas charging after leak repair' THEN 'fridge-gas-charge'
  WHEN 'Drain pump or inlet valve replacement' THEN 'wm-drain-pump'
  WHEN 'Door lock replacement' THEN 'wm-door-lock'
  WHEN 'Belt or bearing replacement' THEN 'wm-belt-bearing'
  WHEN 'Control board repair' THEN 'wm-control-board'
  WHEN 'Cooling pad replacement' THEN 'cooler-pads'
  WHEN 'Water pump replacement' THEN 'cooler-pump'
  WHEN 'Fan motor repair' THEN 'cooler-motor'
  WHEN 'Thermostat replacement' THEN 'heater-thermostat'
  WHEN 'Heating element replacement' THEN 'heater-element'
  WHEN 'Descaling and safety valve replacement' THEN 'heater-descale'
  WHEN 'Capacitor or regulator replacement' THEN 'fan-capacitor'
  WHEN 'Bearing replacement' THEN 'fan-bearing'
  WHEN 'Motor rewinding' THEN 'fan-rewinding'
  WHEN 'Door switch or fuse replacement' THEN 'mw-door-switch'
  WHEN 'Turntable motor replacement' THEN 'mw-turntable'
  WHEN 'Magnetron or high-voltage repair' THEN 'mw-magnetron'
  ELSE NULL
END
WHERE "labour_item" IS NOT NULL;
