/** The eight appliances the service desk repairs. */
export const serviceCategories = [
  {
    slug: "tv",
    name: "TV Repair",
    appliance: "TV",
    summary: "LED, LCD, OLED and smart TV repair: display, sound, power and board faults.",
  },
  {
    slug: "ac",
    name: "AC Repair & Service",
    appliance: "AC",
    summary: "Split and window AC servicing, gas refill, cooling and PCB repairs.",
  },
  {
    slug: "refrigerator",
    name: "Refrigerator Repair",
    appliance: "Refrigerator",
    summary: "Cooling issues, compressor, thermostat and gas charging for all models.",
  },
  {
    slug: "washing-machine",
    name: "Washing Machine Repair",
    appliance: "Washing Machine",
    summary: "Front-load, top-load and semi-automatic: drum, motor, drain and spin faults.",
  },
  {
    slug: "air-cooler",
    name: "Air Cooler Repair",
    appliance: "Air Cooler",
    summary: "Pump, motor, cooling pads and fan repairs before the summer rush.",
  },
  {
    slug: "water-heater",
    name: "Water Heater Repair",
    appliance: "Water Heater",
    summary: "Geyser heating element, thermostat, leakage and safety valve repairs.",
  },
  {
    slug: "fan",
    name: "Fan Repair",
    appliance: "Fan",
    summary: "Ceiling, table and exhaust fans: winding, capacitor and regulator repairs.",
  },
  {
    slug: "microwave",
    name: "Microwave Oven Repair",
    appliance: "Microwave Oven",
    summary: "Heating, magnetron, turntable and control panel repairs for all brands.",
  },
] as const;
