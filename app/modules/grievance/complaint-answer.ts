import type { ComplaintErrors } from "./complaint.schema";

/** What the grievance page's action answers when it does not move on to the complaint's page. */
export type GrievanceAnswer = {
  intent: "complain" | "lookup";
  /** For the whole form (codes). */
  message: string | null;
  errors: ComplaintErrors & { ticket?: string };
  /** The fields as typed, to show again (never the photos: the browser cannot be given files back). */
  values: Record<string, string>;
};
