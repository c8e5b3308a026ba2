import type { serviceStatusText } from "../en/service-status";
import type { TamilOf } from "~/i18n/text";

export default {
  requested: "கோரிக்கை பெறப்பட்டது",
  confirmed: "உறுதிசெய்யப்பட்டது",
  technician_assigned: "தொழில்நுட்ப வல்லுநர் நியமிக்கப்பட்டார்",
  in_progress: "பணி நடைபெறுகிறது",
  waiting_for_parts: "உதிரி பாகங்களுக்காகக் காத்திருக்கிறது",
  waitingForPartsUntil: (date: string) => `உதிரி பாகங்களுக்காகக் காத்திருக்கிறது (${date}-க்குள் வரும்)`,
  revisit: "மறு வருகை பதிவாகியுள்ளது",
  completed: "முடிந்தது",
  cancelled: "ரத்து செய்யப்பட்டது",
  technicianAssignedTo: (name: string) => `தொழில்நுட்ப வல்லுநர் நியமிக்கப்பட்டார் (${name})`,
  in_warranty: "உத்தரவாதத்தில் உள்ளது",
  chargeable: "கட்டணத்துக்கு உட்பட்டது",
} satisfies TamilOf<typeof serviceStatusText>;
