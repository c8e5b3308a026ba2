// The value lists the database constrains (CHECKs and text enums) that the server and the browser both
// read: forms, filters, labels. Nothing here imports Drizzle, so any file may import it; the schema files
// build their columns from these lists.

export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const orderStatuses = ["placed", "packed", "shipped", "delivered", "cancelled"] as const;
export const paymentMethods = ["cod", "card", "upi"] as const;
export const paymentStatuses = ["pending", "paid"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

export const contactMessageStatuses = ["new", "handled"] as const;

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const bookingSlotNames = ["morning", "afternoon", "evening", "emergency"] as const;
export type BookingSlotName = (typeof bookingSlotNames)[number];

export const bookingStatuses = [
  "requested",
  "confirmed",
  "technician_assigned",
  "in_progress",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
