import { addMonthsToDate, indiaDayStart, todayInIndia } from "~/lib/india-time";
import { formOverheadBytes, maxPictureBytes } from "~/lib/picture-limits";

import { acknowledgeWithinHours, maxComplaintPhotos, resolveWithinMonths } from "./grievance-rules";

/** The two deadlines of a complaint received at `receivedAt`; the second is the end of that day in India. */
export function complaintDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const monthLater = addMonthsToDate(todayInIndia(receivedAt), resolveWithinMonths);
  return {
    acknowledgeBy: new Date(receivedAt.getTime() + acknowledgeWithinHours * 60 * 60_000),
    resolveBy: new Date(indiaDayStart(monthLater, 24).getTime() - 1000),
  };
}

/** The largest complaint form: its photos at their limit, and the fields. */
export const maxComplaintFormBytes = maxComplaintPhotos * maxPictureBytes + formOverheadBytes;
