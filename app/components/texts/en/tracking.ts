import { defineText } from "~/i18n/text";

/** What the order and service tracking pages share: the lookup form, the timeline, the call panel. */
export const trackingText = defineText("tracking", {
  searching: "Searching...",
  progress: "Progress",
  /** How a timeline step is read out after its name: "Shipped (done)". */
  stepDone: "done",
  stepCurrent: "current step",
  stepUpcoming: "not yet",
  status: "Status: ",
  call: (phone: string) => `Call ${phone}`,
});
