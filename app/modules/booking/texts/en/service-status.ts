import { defineText } from "~/i18n/text";

/**
 * A service booking's status and warranty coverage as customers read them (/track-service). The back office
 * shows the same English words (bookingStatusLabels in app/modules/booking/booking-view.ts).
 */
export const serviceStatusText = defineText("service-status", {
  requested: "Requested",
  confirmed: "Confirmed",
  technician_assigned: "Technician assigned",
  in_progress: "In progress",
  waiting_for_parts: "Waiting for parts",
  waitingForPartsUntil: (date: string) => `Waiting for parts (expected by ${date})`,
  revisit: "Revisit booked",
  completed: "Completed",
  cancelled: "Cancelled",
  technicianAssignedTo: (name: string) => `Technician assigned (${name})`,
  in_warranty: "In warranty",
  chargeable: "Chargeable",
});
