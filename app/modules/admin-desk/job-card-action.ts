/** What the job card's forms get back when a step is refused, and the texts of its weak-signal handling. */
export type JobCardField =
  | "code"
  | "diagnosis"
  | "partId"
  | "quantity"
  | "labour"
  | "pay"
  | "estimate"
  | "serials"
  | "part"
  | "expectedOn"
  | "source"
  | "signature"
  | "photos-before"
  | "photos-after";

export type JobCardActionResult = {
  intent: string;
  message: string;
  field?: JobCardField;
  /** The request never reached the shop (set in the browser). */
  offline?: boolean;
};

export const unreachableMessage = "Could not reach the shop. Your entries are kept; try again.";

export const diagnosisMaxLength = 1000;

/** The session storage key of what was typed on one job card. */
export const keptEntriesKey = (bookingId: number) => `job-card:${bookingId}`;
