import type { BookingStatus } from "../../../db/enums";
import type { SlotName } from "./booking-slots";

/** An order's installation (or demo) visit as the order pages show it. */
export type InstallationVisitView = {
  /** The booking's id, for the back office's link. */
  id: number;
  reference: string;
  /** "Installation" or "Demo", from the visit's issue line. */
  kindText: string;
  issue: string;
  date: string;
  dateText: string;
  slot: SlotName;
  slotText: string;
  status: BookingStatus;
  statusText: string;
  technicianName: string | null;
};
