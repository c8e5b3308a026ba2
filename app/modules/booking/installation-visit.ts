import type { BookingStatus, VisitIssueMessage } from "../../../db/enums";
import type { SlotName } from "./booking-slots";

/** An order's installation (or demo) visit as the order pages show it. */
export type InstallationVisitView = {
  /** The booking's id, for the back office's link. */
  id: number;
  reference: string;
  /** "Installation" or "Demo", from the visit's issue. */
  kindText: string;
  /** The issue line in English, and what it says as a code for the page's language. */
  issue: string;
  issueMessage: VisitIssueMessage | null;
  date: string;
  dateText: string;
  slot: SlotName;
  slotText: string;
  status: BookingStatus;
  statusText: string;
  technicianName: string | null;
};

/**
 * A visit's issue line in the texts given (the page's language): a stored message written out, the
 * products' titles as they are; a visit without one (a line someone typed) shows its issue as typed.
 */
export function visitIssueText(
  visit: { issue: string; issueMessage: VisitIssueMessage | null },
  texts: { installationOf: (titles: string) => string; demoOf: (titles: string) => string },
): string {
  const { issueMessage } = visit;
  return issueMessage ? texts[issueMessage.code](issueMessage.titles) : visit.issue;
}
