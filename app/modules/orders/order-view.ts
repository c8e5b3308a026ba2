import type {
  CreditNoteReason,
  InstallationBy,
  InstallationNeed,
  OrderEventMessage,
  OrderStatus,
  PaymentChannel,
  PaymentMethod,
  PaymentStatus,
  RefundChannel,
  RefundStatus,
  ReturnInspection,
  ReturnKind,
  ReturnReason,
  ReturnStatus,
} from "../../../db/enums";
import type { InstallationVisitView } from "../booking/installation-visit";

/** An order as the customer and staff pages show it; every figure comes from the database. */
export type OrderView = {
  orderNumber: string;
  /** The tax invoice's number: the goods series ("KHA/26-27/000123"), or "INV-…" for an order placed before it. */
  invoiceNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** ISO timestamps. */
  placedAt: string;
  /** ISO date (yyyy-mm-dd): the last day of the delivery promise (delivery-estimate.ts). */
  estimatedDelivery: string;
  lines: {
    productId: number;
    title: string;
    image: string;
    unitPricePaise: number;
    mrpPaise: number | null;
    quantity: number;
    lineTotalPaise: number;
    /** The HSN code and GST rate the line was sold under. */
    hsnCode: string;
    gstRatePct: number;
  }[];
  /** What the tax invoice needs beyond the lines (decision 030). */
  tax: {
    /** The GST state code of the place of supply ("33" Tamil Nadu). */
    placeOfSupply: string;
    /** A business buyer's GSTIN and registered name: the invoice is then B2B. */
    buyer: { gstin: string; name: string } | null;
    installationSac: string;
  };
  /** The credit notes issued against the invoice (a cancelled order has one), oldest first. */
  creditNotes: CreditNoteView[];
  /** Includes the installation charge. */
  totalPaise: number;
  /** Installation charges of the order's products (part of the total). */
  installationChargePaise: number;
  /** The installation or demo visit booked with the order, if any. */
  installation: InstallationVisitView | null;
  /** Who installs, as chosen at checkout; null when nothing in the order needs installing. */
  installationBy: InstallationBy | null;
  /** Sum of (MRP - price) x quantity (decision 008). */
  discountPaise: number;
  shipping: {
    name: string;
    phone: string;
    email: string;
    address: string;
    address2: string | null;
    city: string;
    state: string;
    pincode: string;
    country: string;
  };
  trackingId: string | null;
  /**
   * SMS and WhatsApp updates: whether the customer agreed; for an order that waits for confirmation
   * (order-limits.ts) whether it has it, and until when it waits (confirmBy, null when placed signed in);
   * whether the number is proved (else only the first message goes).
   */
  customerUpdates: {
    consent: boolean;
    codConfirmNeeded: boolean;
    codConfirmedAt: string | null;
    confirmBy: string | null;
    phoneVerified: boolean;
  };
  events: { status: string; note: string | null; message: OrderEventMessage | null; at: string }[];
  /** Money received and given back, each with its proof (UTR, gateway id, slip), oldest first. */
  money: {
    payments: {
      channel: PaymentChannel;
      amountPaise: number;
      reference: string | null;
      receivedAt: string;
    }[];
    refunds: {
      id: number;
      channel: RefundChannel;
      amountPaise: number;
      status: RefundStatus;
      reference: string | null;
      creditNote: string | null;
      createdAt: string;
      processedAt: string | null;
    }[];
    receivedPaise: number;
    /** Refunds asked for or made (failed ones not counted). */
    refundedPaise: number;
  };
  /** The customer's replacement and return requests, oldest first. */
  returns: ReturnView[];
  /** What can still be sent back and until when; null once delivered more than the policy's days ago. */
  returnable: Returnable | null;
  /** A replacement order: the order whose goods it sends again at no charge. */
  replacesOrderNumber: string | null;
  /** While a UPI order waits for its payment: the upi://pay link and its QR code as an SVG string. */
  upi?: { link: string; qrSvg: string };
  /** While an online order waits for its payment: the gateway's checkout form, or why it cannot be shown. */
  gateway?: GatewayCheckout;
};

/** The form that takes the shopper to the gateway's payment page (its fields as the gateway documents them). */
export type GatewayCheckout =
  | { state: "ready"; action: string; fields: [string, string][]; expiresAt: string }
  | { state: "unavailable"; reason: "expired" | "unreachable"; expiresAt: string };

/** What a credit note takes back, line by line. */
export type CreditNoteLineView = {
  /** The order line's product; null for the installation charge. */
  productId: number | null;
  quantity: number;
  /** GST-inclusive, as on the invoice. */
  amountPaise: number;
  /** HSN or SAC, and the rate, as the invoice printed them. */
  code: string;
  ratePct: number;
};

/** A credit note against an order's invoice (credit-notes.server.ts). */
export type CreditNoteView = {
  /** "KHC/26-27/000001". */
  number: string;
  reason: CreditNoteReason;
  /** ISO timestamp. */
  issuedAt: string;
  totalPaise: number;
  lines: CreditNoteLineView[];
};

/** A return request as the customer's tracking page and the back office show it. */
export type ReturnView = {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  customer: { name: string; phone: string };
  kind: ReturnKind;
  reason: ReturnReason;
  details: string | null;
  status: ReturnStatus;
  pickupOn: string | null;
  refusal: string | null;
  inspection: ReturnInspection | null;
  resolution: ReturnKind | null;
  creditNote: string | null;
  replacementOrder: string | null;
  replacementOrderId: number | null;
  requestedAt: string;
  /** The units sent back; `installation` is what the product needs now, for a replacement's visit. */
  lines: {
    orderLineId: number;
    productId: number;
    title: string;
    quantity: number;
    installation: InstallationNeed;
  }[];
  photos: { id: number; width: number; height: number }[];
};

/** What a delivered order can still send back, and until when; null when it cannot (any more). */
export type Returnable = {
  until: string;
  lines: { orderLineId: number; title: string; left: number }[];
};
