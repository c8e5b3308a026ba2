import type { OrderExportRow } from "./admin-order-queries.server";
import { csvRow } from "./csv";
import { statusLabels } from "../orders/order-rules";
import { paymentMethodLabels } from "../orders/payment-labels";
import { paymentStatusLabels } from "./order-filters";
import { formatIndiaTimestamp } from "~/lib/india-time";

export const orderCsvHeader = csvRow([
  "Order number",
  "Invoice number",
  "Placed (IST)",
  "Status",
  "Payment method",
  "Payment status",
  "Paid at (IST)",
  "Name",
  "Phone",
  "Email",
  "Address",
  "Address line 2",
  "City",
  "State",
  "Pincode",
  "Country",
  "Items",
  "Quantity",
  "Total (INR)",
  "Discount (INR)",
  "Tracking ID",
]);

/** Rupees with two decimals and no grouping, so spreadsheets read the figure as a number. */
function rupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

export function orderCsvLine(row: OrderExportRow): string {
  return csvRow([
    row.orderNumber,
    row.invoiceNumber,
    formatIndiaTimestamp(row.placedAt),
    statusLabels[row.status],
    paymentMethodLabels[row.paymentMethod],
    paymentStatusLabels[row.paymentStatus],
    row.paidAt ? formatIndiaTimestamp(row.paidAt) : "",
    row.name,
    row.phone,
    row.email,
    row.address,
    row.address2,
    row.city,
    row.state,
    row.pincode,
    row.country,
    row.items,
    row.itemCount,
    rupees(row.totalPaise),
    rupees(row.discountPaise),
    row.trackingId,
  ]);
}
