import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/**
 * The GST tax invoice (app/modules/orders/components/invoice-document.tsx) and the storefront's /invoice page
 * around it. Amounts, the GSTIN and product names are printed as they are in both languages.
 */
export const invoiceText = defineText("invoice", {
  pageTitle: (orderNumber: string) => `Invoice ${orderNumber} | ${dealer.name}`,
  notFoundPageTitle: `Invoice | ${dealer.name}`,
  notFoundTitle: "Invoice not found",
  notFoundText: `This invoice link is not valid. Please open the invoice again from your order confirmation or from Track Order, or call us on ${dealer.phone}.`,
  trackYourOrder: "Track your order",
  homePage: "Go to the home page",
  trackThisOrder: "Track this order",
  print: "Print invoice",
  printHint: "To print, use your browser's Print command.",
  gstin: "GSTIN:",
  title: "Tax Invoice",
  invoiceNumber: "Invoice no.",
  orderNumber: "Order no.",
  date: "Date",
  cancelled: "This order was cancelled. No payment is due for it.",
  billTo: "Bill to / Ship to",
  phone: "Phone: ",
  payment: "Payment",
  paid: "Paid",
  notDue: "Not due",
  pending: "Pending",
  placeOfSupply: "Place of supply: ",
  items: "Invoice items",
  itemsCaption: "Items on this invoice",
  item: "Item",
  quantity: "Qty",
  unitPrice: "Unit price",
  amount: "Amount",
  installation: "Installation",
  service: (item: string) => `${item} (service)`,
  gstIncluded: "All prices are inclusive of GST",
  taxableValue: "Taxable value",
  cgst: (ratePct: number) => `CGST ${ratePct}% (included)`,
  sgst: (ratePct: number) => `SGST ${ratePct}% (included)`,
  totalGst: "Total GST included",
  subtotal: "Subtotal",
  youSaved: "You saved (on MRP)",
  shipping: "Shipping",
  free: "Free",
  total: "Total",
  footer: (seller: string, state: string) =>
    `This is a computer-generated invoice and needs no signature. Goods sold by ${seller}, ${state}. Thank you for shopping with us.`,
});
