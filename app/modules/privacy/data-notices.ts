/**
 * The itemised notices shown where personal data is collected (DPDP Act 2023 section 5, DPDP Rules 2025
 * rule 3; decision 041). Each kind has a version: a changed text gets a new version, and every consent
 * record names the version the customer saw. Browser-safe: the page gets the notice written by the server.
 */
import type { DataNoticeKind } from "../../../db/enums";

export type { DataNoticeKind };

/** The version each notice is at now (the day its text last changed). */
export const noticeVersions: Record<DataNoticeKind, string> = {
  order: "2026-11-28",
  booking: "2026-11-28",
  contact: "2026-11-28",
  "sign-in": "2026-11-28",
  complaint: "2026-11-28",
};

/** The account's consent history, every text already in the page's language. */
export type ConsentHistoryView = { title: string; rows: { id: number; at: string; text: string }[] };

/** A notice as the page shows it, every text already in the page's language. */
export type DataNoticeView = {
  kind: DataNoticeKind;
  version: string;
  title: string;
  items: { label: string; text: string }[];
  rights: string;
  accountLink: string;
  officerLink: string;
  versionLabel: string;
};
