import { defineText } from "~/i18n/text";

/**
 * The eight service categories (app/modules/booking/service-categories.ts): name, summary and the
 * appliance, and what each repair covers (app/modules/booking/repair-pricing.ts, in the same order).
 */
export const serviceCategoriesText = defineText("service-categories", {
  "tv.name": "TV Repair",
  "tv.appliance": "TV",
  "tv.summary": "LED, LCD, OLED and smart TV repair: display, sound, power and board faults.",
  "tv.cover1": "No picture, no sound or a blank screen",
  "tv.cover2": "Power supply and backlight repairs",
  "tv.cover3": "Main board and T-con board faults",
  "tv.cover4": "HDMI, USB and remote control problems",
  "tv.cover5": "Smart TV software, apps and Wi-Fi set-up",
  "tv.note":
    "A cracked or failed display panel is replaced only with your approval, at the brand's part price.",

  "ac.name": "AC Repair & Service",
  "ac.appliance": "AC",
  "ac.summary": "Split and window AC servicing, gas refill, cooling and PCB repairs.",
  "ac.cover1": "General service: filter, coil and drain cleaning",
  "ac.cover2": "Poor cooling and gas leak detection",
  "ac.cover3": "Gas refill and leak brazing",
  "ac.cover4": "PCB, sensor and remote faults",
  "ac.cover5": "Indoor and outdoor fan motor repairs",
  "ac.cover6": "Water leakage and noisy units",
  "ac.note": "Refrigerant gas for a refill is charged by weight on top of labour.",

  "refrigerator.name": "Refrigerator Repair",
  "refrigerator.appliance": "Refrigerator",
  "refrigerator.summary": "Cooling issues, compressor, thermostat and gas charging for all models.",
  "refrigerator.cover1": "Not cooling or over-cooling",
  "refrigerator.cover2": "Thermostat, sensor and defrost faults",
  "refrigerator.cover3": "Compressor, relay and overload repairs",
  "refrigerator.cover4": "Gas charging after a leak repair",
  "refrigerator.cover5": "Door gaskets, water leakage and ice build-up",

  "washing-machine.name": "Washing Machine Repair",
  "washing-machine.appliance": "Washing Machine",
  "washing-machine.summary": "Front-load, top-load and semi-automatic: drum, motor, drain and spin faults.",
  "washing-machine.cover1": "Drum not spinning or a noisy drum",
  "washing-machine.cover2": "Motor, belt and bearing repairs",
  "washing-machine.cover3": "Drain pump and water inlet faults",
  "washing-machine.cover4": "Door lock and control board errors",
  "washing-machine.cover5": "Front-load, top-load and semi-automatic models",

  "air-cooler.name": "Air Cooler Repair",
  "air-cooler.appliance": "Air Cooler",
  "air-cooler.summary": "Pump, motor, cooling pads and fan repairs before the summer rush.",
  "air-cooler.cover1": "Water pump and float valve repairs",
  "air-cooler.cover2": "Fan motor and blade problems",
  "air-cooler.cover3": "Cooling pad replacement",
  "air-cooler.cover4": "Switches, wiring and speed control",

  "water-heater.name": "Water Heater Repair",
  "water-heater.appliance": "Water Heater",
  "water-heater.summary": "Geyser heating element, thermostat, leakage and safety valve repairs.",
  "water-heater.cover1": "No hot water: heating element repairs",
  "water-heater.cover2": "Thermostat and indicator faults",
  "water-heater.cover3": "Tank and pipe leakage",
  "water-heater.cover4": "Safety valve replacement and descaling",

  "fan.name": "Fan Repair",
  "fan.appliance": "Fan",
  "fan.summary": "Ceiling, table and exhaust fans: winding, capacitor and regulator repairs.",
  "fan.cover1": "Slow, noisy or wobbling fans",
  "fan.cover2": "Capacitor and regulator replacement",
  "fan.cover3": "Motor rewinding and bearing repairs",
  "fan.cover4": "Ceiling, table, pedestal and exhaust fans",

  "microwave.name": "Microwave Oven Repair",
  "microwave.appliance": "Microwave Oven",
  "microwave.summary": "Heating, magnetron, turntable and control panel repairs for all brands.",
  "microwave.cover1": "Not heating: magnetron and high-voltage faults",
  "microwave.cover2": "Turntable motor and door switch repairs",
  "microwave.cover3": "Control panel and keypad faults",
  "microwave.cover4": "Fuse, sparking and power problems",
});
