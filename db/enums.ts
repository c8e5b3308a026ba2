// The value lists the database constrains (CHECKs and text enums) that the server and the browser both
// read: forms, filters, labels. Nothing here imports Drizzle, so any file may import it; the schema files
// build their columns from these lists.

/** A technician signs in to see their own visits (the job card) and nothing else of the back office. */
export const staffRoles = ["owner", "staff", "technician"] as const;
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

/**
 * What a provider says became of a message it accepted: accepted (its answer to our request), then sent to
 * the operator or WhatsApp, delivered to the phone, read (WhatsApp), or failed.
 */
export const deliveryStates = ["accepted", "sent", "delivered", "read", "failed"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** How a notification travels: the dealer's e-mails, and the customer's SMS and WhatsApp updates. */
export const messageChannels = ["email", "sms", "whatsapp"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** The languages a customer uses the shop in (app/i18n/locale.ts); their messages follow it. */
export const customerLanguages = ["en", "ta"] as const;
export type CustomerLanguage = (typeof customerLanguages)[number];

/** What a short link in a customer's message opens: an order, a booking, a complaint, a contract or an appliance's plans. */
export const shortLinkTargets = ["order", "booking", "complaint", "amc", "appliance"] as const;
export type ShortLinkTarget = (typeof shortLinkTargets)[number];

export const bookingSlotNames = ["morning", "afternoon", "evening", "emergency"] as const;
export type BookingSlotName = (typeof bookingSlotNames)[number];

export const bookingStatuses = [
  "requested",
  "confirmed",
  "technician_assigned",
  "in_progress",
  "waiting_for_parts",
  "revisit",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** What a visit is for: a repair the customer booked, or the installation (or demo) of an appliance sold. */
export const bookingKinds = ["repair", "installation"] as const;
export type BookingKind = (typeof bookingKinds)[number];

/** Whether a repair is covered by a warranty (the manufacturer's or our 90-day repair warranty). */
export const bookingCoverages = ["in_warranty", "chargeable"] as const;
export type BookingCoverage = (typeof bookingCoverages)[number];

/** What a product needs after delivery: nothing, a technician's installation, or a demo of its use. */
export const installationNeeds = ["none", "installation", "demo"] as const;
export type InstallationNeed = (typeof installationNeeds)[number];

/**
 * Who installs (or demonstrates) an order's appliances, as the customer chose at checkout: our technicians
 * (a visit booked with the order, with its charge), the brand's own service, or nobody.
 */
export const installationChoices = ["dealer", "brand", "none"] as const;
export type InstallationBy = (typeof installationChoices)[number];

/** How the customer paid the technician at the door. */
export const visitPaymentMethods = ["cash", "upi"] as const;
export type VisitPaymentMethod = (typeof visitPaymentMethods)[number];

/** How a rejected claim's bill was paid: to staff by cash or UPI, or online through the gateway (decision 059). */
export const claimRebillPaymentMethods = ["cash", "upi", "gateway"] as const;
export type ClaimRebillPaymentMethod = (typeof claimRebillPaymentMethods)[number];

/**
 * A warranty claim on the brand: raised when the visit completes, then approved or rejected by the brand,
 * and paid once the brand settles it (decision 047).
 */
export const warrantyClaimStatuses = ["raised", "approved", "rejected", "paid"] as const;
export type WarrantyClaimStatus = (typeof warrantyClaimStatuses)[number];

/**
 * A rejected claim's bill put to the customer (decision 055): asked, then approved or declined by them, then
 * paid (its tax invoice issued).
 */
export const claimRebillStatuses = ["asked", "approved", "declined", "paid"] as const;
export type ClaimRebillStatus = (typeof claimRebillStatuses)[number];
/** How the customer answered it: the message's link, or signed in with the booking's number. */
export const rebillDecisionRoutes = ["link", "account"] as const;
export type RebillDecisionRoute = (typeof rebillDecisionRoutes)[number];

/** An order event's message as stored (order_events.message): a code and its values, never a sentence. */
export type OrderEventMessage =
  | {
      code: "cancelled";
      /** "expiry": online payment never came; "unconfirmed": a cash order nobody confirmed in time. */
      by: "customer" | "dealer" | "expiry" | "unconfirmed";
      /** The refund a paid order is owed, in paise; null when nothing was paid. */
      refundDuePaise: number | null;
    }
  | {
      code: "paymentReceived";
      channel: PaymentChannel;
      amountPaise: number;
      /** The order's total less everything received so far: above 0 still to pay, below 0 paid over. */
      balancePaise: number;
    }
  | { code: "refunded"; channel: RefundChannel; amountPaise: number }
  | { code: "returnRequested"; returnId: number; kind: ReturnKind }
  | { code: "returnApproved"; returnId: number; pickupOn: string }
  /** The reason staff gave is in the event's note. */
  | { code: "returnRefused"; returnId: number }
  | {
      code: "returnCompleted";
      returnId: number;
      inspection: ReturnInspection;
      /** A refund: the credit note issued and its amount. A replacement: the order that carries it. */
      outcome:
        | { resolution: "refund"; creditNote: string; amountPaise: number }
        | { resolution: "replacement"; orderNumber: string };
    }
  /** On a replacement order: the order and return request it replaces goods of. */
  | { code: "replacementFor"; orderNumber: string; returnId: number };

/**
 * A booking event's message as stored (booking_events.message): a code and its values, never a sentence.
 * What staff typed (a cancellation's reason) stays in the event's note.
 */
export type BookingEventMessage =
  | {
      code:
        | "received"
        | "bookedWithOrder"
        | "confirmed"
        | "completed"
        | "cancelledByCustomer"
        | "cancelledByDesk"
        | "orderCancelled";
    }
  | { code: "started"; by: "desk" | "technician" }
  | { code: "technicianAssigned"; name: string }
  | { code: "rescheduled"; by: "customer" | "desk"; date: string; slot: BookingSlotName }
  | { code: "estimateSent"; totalPaise: number }
  | { code: "estimateApproved" | "estimateDeclined"; via: EstimateDecisionRoute }
  | { code: "waitingForParts"; date: string; source: PartsSource }
  | { code: "revisitBooked"; date: string; slot: BookingSlotName };

/** An estimate waits for the customer (sent), then is approved or declined. */
export const visitEstimateStatuses = ["sent", "approved", "declined"] as const;
export type VisitEstimateStatus = (typeof visitEstimateStatuses)[number];

/** Where a part the visit waits for comes from: the dealer's store, or ordered from the brand. */
export const partsSources = ["stock", "brand"] as const;
export type PartsSource = (typeof partsSources)[number];

/** A purchase order for parts from the brand: ordered, then received into stock or cancelled. */
export const partOrderStatuses = ["ordered", "received", "cancelled"] as const;
export type PartOrderStatus = (typeof partOrderStatuses)[number];

/** Where an estimate was decided: the customer's tracking page, the code they read out, or on site. */
export const estimateDecisionRoutes = ["link", "code", "technician"] as const;
export type EstimateDecisionRoute = (typeof estimateDecisionRoutes)[number];

/** A part line of an estimate as the customer was shown it. */
export type EstimatePart = { name: string; quantity: number; unitPricePaise: number };

/** An installation visit's issue line as stored (service_bookings.issue_message): what is installed. */
export type VisitIssueMessage = {
  code: "installationOf" | "demoOf";
  /** The products' titles as the dealer wrote them, joined with ", ". */
  titles: string;
};

/** Every update a customer can get by SMS or WhatsApp; each is one approved template per language. */
export const customerMessageKinds = [
  "order_placed",
  "order_cod_confirm",
  "order_shipped",
  "order_delivered",
  "booking_confirmed",
  "technician_assigned",
  "booking_rescheduled",
  "booking_cancelled",
  "return_requested",
  "return_approved",
  "return_refused",
  "return_refunded",
  "return_replaced",
  "complaint_received",
  "complaint_answered",
  "estimate_sent",
  "waiting_for_parts",
  "revisit_booked",
  "amc_ending",
  "service_due",
  "warranty_ending",
  "claim_rebill",
] as const;
export type CustomerMessageKind = (typeof customerMessageKinds)[number];

/** What a complaint to the grievance officer is about (decision 038). */
export const complaintCategories = [
  "order",
  "delivery",
  "product",
  "installation",
  "repair",
  "refund",
  "billing",
  "staff",
  "personal-data",
  "other",
] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];

/** Received (the ticket and its receipt sent), acknowledged by the officer, resolved with a reply. */
export const complaintStatuses = ["received", "acknowledged", "resolved"] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** The one-time code that signs a customer in: an SMS template of its own (DLT's OTP category), never queued. */
export const signInCodeTemplate = "sign_in_code";

/** Every SMS template the shop sends, each registered once per language. */
export const smsTemplates = [...customerMessageKinds, signInCodeTemplate] as const;
export type SmsTemplate = (typeof smsTemplates)[number];

/** The key of an SMS template's id in SMS_TEMPLATE_IDS: "order_placed.ta". */
export const smsTemplateKey = (template: SmsTemplate, language: "en" | "ta") => `${template}.${language}`;

/**
 * The series of documents, each numbered on its own: goods invoices, service invoices, credit notes, and the
 * delivery challans that carry replacements sent at no charge.
 */
export const documentSeriesNames = ["goods", "service", "credit", "challan", "purchase"] as const;
export type DocumentSeriesName = (typeof documentSeriesNames)[number];

/** Why a credit note was issued (CGST Act section 34): the order was cancelled or goods came back. */
export const creditNoteReasons = ["cancelled", "returned"] as const;
export type CreditNoteReason = (typeof creditNoteReasons)[number];

/**
 * How money for an order reached the dealer: cash at the door, UPI to the dealer's QR (confirmed by its
 * UTR), a card on the delivery staff's terminal, or the online payment gateway.
 */
export const paymentChannels = ["cash", "upi", "card", "gateway"] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/** How a refund went back: through the gateway, or by staff in cash, UPI or bank transfer (NEFT/IMPS). */
export const refundChannels = ["gateway", "cash", "upi", "bank"] as const;
export type RefundChannel = (typeof refundChannels)[number];

export const refundStatuses = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** What a customer asks for when goods come back: the same product again, or their money. */
export const returnKinds = ["replacement", "refund"] as const;
export type ReturnKind = (typeof returnKinds)[number];

/** Why the goods come back: the reasons the replacement policy covers. */
export const returnReasons = ["defective", "damaged", "wrong_item", "missing_parts"] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** requested → approved (pickup date) or refused (reason) → completed (inspected, then refunded or replaced). */
export const returnStatuses = ["requested", "approved", "refused", "completed"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** What became of the goods after inspection: back on the shelf, sent to the brand, or scrapped. */
export const returnInspections = ["restock", "brand", "scrap"] as const;
export type ReturnInspection = (typeof returnInspections)[number];

/**
 * Who the product's declarations name (Legal Metrology (Packaged Commodities) Rules, 2011, rule 6(1)(a)):
 * its manufacturer, the packer, or for imported goods the importer.
 */
export const makerRoles = ["manufacturer", "packer", "importer"] as const;
export type MakerRole = (typeof makerRoles)[number];

/** Units a net quantity is declared in: by number (N, U) for appliances, by weight or volume otherwise. */
export const netQuantityUnits = ["N", "U", "kg", "g", "L", "mL"] as const;
export type NetQuantityUnit = (typeof netQuantityUnits)[number];

/** Where personal data is collected, each with its itemised notice (decision 041). */
export const dataNoticeKinds = ["order", "booking", "contact", "sign-in", "complaint"] as const;
export type DataNoticeKind = (typeof dataNoticeKinds)[number];
/**
 * What a consent record is about: "notice", the form sent after its notice was shown (the data given for
 * that purpose); "updates", SMS, WhatsApp and e-mail updates about it.
 */
export const consentScopes = ["notice", "updates"] as const;

/** When a photo of a visit was taken: the customer's photos of the fault, the technician's before and after. */
export const visitPhotoStages = ["fault", "before", "after"] as const;
export type VisitPhotoStage = (typeof visitPhotoStages)[number];

/** Why a completed visit has no customer signature on its job card. */
export const unsignedReasons = ["not_present", "declined", "unable"] as const;
export type UnsignedReason = (typeof unsignedReasons)[number];

/** An annual maintenance contract: waiting for its payment, running from the day it was paid, or cancelled unpaid. */
export const amcContractStatuses = ["pending", "active", "cancelled"] as const;
export type AmcContractStatus = (typeof amcContractStatuses)[number];

/** How an AMC was paid: by UPI (its UTR) or in cash at the counter, recorded by staff. */
export const amcPaymentMethods = ["upi", "cash", "gateway"] as const;
export type AmcPaymentMethod = (typeof amcPaymentMethods)[number];
