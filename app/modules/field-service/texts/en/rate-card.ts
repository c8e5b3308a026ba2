import { defineText } from "~/i18n/text";

/**
 * The rate card's jobs (app/modules/field-service/rate-card.ts), by key. A visit's invoice stores the job's key
 * beside its English name, and the customer's invoice on /track-service names it by the key in the page's
 * language.
 */
export const rateCardMessages = defineText("rate-card", {
  "tv-software": "Software, apps and Wi-Fi set-up",
  "tv-power-board": "Power supply board repair",
  "tv-backlight": "Backlight strip replacement",
  "tv-main-board": "Main board or T-con board repair",
  "ac-general-service": "General service (filter, coil and drain cleaning)",
  "ac-capacitor": "Capacitor or sensor replacement",
  "ac-gas-refill": "Gas refill with leak check",
  "ac-pcb": "PCB repair or replacement",
  "ac-leak-brazing": "Leak brazing and vacuum",
  "fridge-thermostat": "Thermostat or sensor replacement",
  "fridge-relay": "Relay and overload replacement",
  "fridge-defrost": "Defrost system repair",
  "fridge-gas-charge": "Gas charging after leak repair",
  "wm-drain-pump": "Drain pump or inlet valve replacement",
  "wm-door-lock": "Door lock replacement",
  "wm-belt-bearing": "Belt or bearing replacement",
  "wm-control-board": "Control board repair",
  "cooler-pads": "Cooling pad replacement",
  "cooler-pump": "Water pump replacement",
  "cooler-motor": "Fan motor repair",
  "heater-thermostat": "Thermostat replacement",
  "heater-element": "Heating element replacement",
  "heater-descale": "Descaling and safety valve replacement",
  "fan-capacitor": "Capacitor or regulator replacement",
  "fan-bearing": "Bearing replacement",
  "fan-rewinding": "Motor rewinding",
  "mw-door-switch": "Door switch or fuse replacement",
  "mw-turntable": "Turntable motor replacement",
  "mw-magnetron": "Magnetron or high-voltage repair",
});
