import type { ShouldRevalidateFunctionArgs } from "react-router";

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

export const queuedMessage =
  "No signal: this step is saved on this phone and will be sent, in order, as soon as the signal returns.";

export const diagnosisMaxLength = 1000;

/** The session storage key of what was typed on one job card. */
export const keptEntriesKey = (bookingId: number) => `job-card:${bookingId}`;

/** The server's answer to a step sent from the phone's queue (see job-card-steps.server.ts). */
export type QueuedStepAnswer = {
  /** 200 done; 202 still running from an earlier send; 4xx refused. */
  status: number;
  /** The visit's revision after the step, for the next queued step of the same visit. */
  revision: string | null;
  result?: JobCardActionResult & { conflict?: boolean };
};

export const queuedStepMessages = {
  conflict:
    "The service desk or the customer changed this visit while you had no signal, so this step was not sent. Check the visit, then send it anyway or discard it.",
  otherVisit: "This step was already sent for another visit. Discard it.",
  unreadable: "This step cannot be sent. Discard it and do it again on the visit.",
};

/** A step kept on the phone for want of signal changed nothing at the shop: the job card is not loaded again. */
export function revalidateUnlessKept({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (actionResult as JobCardActionResult | undefined)?.offline ? false : defaultShouldRevalidate;
}
