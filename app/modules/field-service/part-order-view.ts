import type { PartOrderStatus } from "../../../db/enums";

/** A purchase order to the brand as the desk shows it (decision 058). */
export type PartOrderView = {
  id: number;
  orderNumber: string;
  bookingId: number;
  bookingReference: string;
  brand: string;
  expectedOn: string;
  status: PartOrderStatus;
  orderedAt: string;
  closedAt: string | null;
  lines: { partId: number; name: string; quantity: number }[];
};
