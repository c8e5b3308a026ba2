// What the storefront and the back office show of an appliance record. Safe for the browser.
import type { BookingCoverage, OrderStatus } from "../../../db/enums";
import type { Locale } from "~/i18n/locale";
import { warrantyStatus, warrantyStatusText, type WarrantyDates } from "./warranty-rules";

export const coverageLabels: Record<BookingCoverage, string> = {
  in_warranty: "In warranty",
  chargeable: "Chargeable",
};

/** One line about an appliance: "LG 260 L Frost Free Refrigerator, serial AB12345". */
export function applianceLine(appliance: { title: string; serialNumber: string | null }): string {
  return appliance.serialNumber ? `${appliance.title}, serial ${appliance.serialNumber}` : appliance.title;
}

/** "In warranty until 12 Mar 2027" (or the repair warranty, or the end) on `today`, in a language. */
export function warrantyText(appliance: WarrantyDates, today: string, locale: Locale = "en"): string {
  return warrantyStatusText(warrantyStatus(appliance, today), locale);
}

/** One appliance as /my-appliances shows it. */
export type MyAppliance = {
  id: number;
  title: string;
  image: string;
  serialNumber: string | null;
  purchaseDate: string;
  /** In the page's language. */
  warrantyText: string;
  covered: boolean;
  warrantyNote: string | null;
  repairWarrantyUntil: string | null;
  /** The signed link naming this appliance (valid for 24 hours): what its links and forms carry. */
  link: string;
  /** The reminder before the manufacturer's warranty ends; null once it went out or the warranty ended. */
  warrantyReminder: "on" | "off" | null;
  /** Opens the booking form (in the page's language) for this appliance, pre-filled (a signed link valid for 24 hours). */
  repairHref: string;
  /** The maintenance plans for this appliance (the same signed link). */
  amcOfferHref: string;
  /** Its latest maintenance contract, paid or waiting for payment, with the link to its page. */
  amc: { status: "pending" | "active"; endsOn: string | null; href: string; renewable: boolean } | null;
};

export type MyAppliancesResult = {
  orderNumber: string;
  status: OrderStatus;
  invoiceHref: string;
  appliances: MyAppliance[];
};
