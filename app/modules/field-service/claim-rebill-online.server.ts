/**
 * A rejected claim's bill the customer agreed to pay, paid online (decision 059): the gateway's order is made
 * once for the bill's total, and a captured payment issues the customer's tax invoice, as staff recording
 * cash or UPI does.
 */
import { eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { claimRebills, serviceBookings } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { getEnv, paymentSettings, publicUrl, signingSecret } from "~/lib/env.server";
import { formatRupeesWithPaise } from "~/lib/money";
import { enqueueNotification } from "~/modules/notify/outbox.server";
import type { CheckoutForm, GatewayPayment, PaymentGateway } from "~/modules/payments/gateway";
import { gatewayLog } from "~/modules/payments/gateway-log.server";
import { gatewayCheckout, type CheckoutPage } from "~/modules/payments/gateway-orders.server";
import { paymentGateway } from "~/modules/payments/gateway.server";

import { markRebillPaid } from "./claim-rebill.server";

/**
 * The form that opens the gateway's payment page for an approved bill, for its total with the booking's
 * reference as the receipt. Null when the bill is not waiting for payment; "unavailable" while the gateway
 * cannot be reached.
 */
export async function rebillCheckout(
  db: Executor,
  gateway: PaymentGateway,
  reference: string,
  page: CheckoutPage,
): Promise<CheckoutForm | null> {
  const [row] = await db
    .select({ rebill: claimRebills, booking: serviceBookings })
    .from(claimRebills)
    .innerJoin(serviceBookings, eq(serviceBookings.id, claimRebills.bookingId))
    .where(eq(serviceBookings.reference, reference));
  if (row?.rebill.status !== "approved") return null;
  const { rebill, booking } = row;
  return gatewayCheckout(
    db,
    gateway,
    { claimRebillId: booking.id },
    {
      amountPaise: rebill.totalPaise,
      number: booking.reference,
      description: `Repair ${booking.reference}`,
      notes: { booking: booking.reference },
      prefill: { name: booking.name, email: booking.email ?? "", phone: booking.phone },
    },
    page,
  );
}

/** The tracking page's payment form for a booking's approved bill, with the shop's gateway; null without one. */
export async function rebillPaymentForm(
  db: Executor,
  reference: string,
  { locale, now = new Date() }: { locale: Locale; now?: Date },
): Promise<CheckoutForm | null> {
  const env = getEnv();
  const gateway = paymentGateway(env);
  if (!gateway) return null;
  return rebillCheckout(db, gateway, reference, {
    publicUrl: publicUrl(env),
    signingKey: signingSecret(env),
    payeeName: paymentSettings(env).upiPayeeName,
    locale,
    now,
    logger: gatewayLog,
  });
}

export type RebillCaptureOutcome = "paid" | "duplicate" | "not-captured" | "amount-mismatch" | "refund-due";

/**
 * A payment the gateway reports for a bill's gateway order (by signed webhook, or our own query after a
 * signed return): it pays the bill only when captured, in rupees, for exactly the gateway order's amount,
 * while the bill waits for payment. The same payment again changes nothing. Money for a bill already paid
 * to staff pays nothing: the dealer is told to refund it from the gateway's dashboard.
 */
export async function confirmRebillPayment(
  tx: Executor,
  bookingId: number,
  expected: { amountPaise: number; currency: string },
  payment: GatewayPayment,
  { now, notifyTo }: { now: Date; notifyTo?: string },
): Promise<RebillCaptureOutcome> {
  const [row] = await tx
    .select()
    .from(claimRebills)
    .where(eq(claimRebills.bookingId, bookingId))
    .for("update");
  if (!row) throw new Error(`gateway order names the bill of booking ${bookingId}, which does not exist`);
  if (payment.status !== "captured" && payment.status !== "refunded") return "not-captured";
  if (payment.amountPaise !== expected.amountPaise || payment.currency !== expected.currency)
    return "amount-mismatch";
  if (row.gatewayPaymentId === payment.id) return "duplicate";
  if (row.status !== "approved") {
    if (notifyTo) {
      const [booking] = await tx
        .select({ reference: serviceBookings.reference })
        .from(serviceBookings)
        .where(eq(serviceBookings.id, bookingId));
      await enqueueNotification(tx, {
        kind: "service_booking",
        recipient: notifyTo,
        subject: `Payment received for the already paid bill of ${booking?.reference ?? bookingId}: refund it`,
        body: [
          `${formatRupeesWithPaise(payment.amountPaise)} arrived online (payment ${payment.id}) for the rejected warranty claim's bill of ${booking?.reference ?? bookingId}, which was already paid by ${row.paymentMethod ?? "another payment"}.`,
          "Refund it to the customer from the payment gateway's dashboard.",
        ].join("\n"),
      });
    }
    return "refund-due";
  }
  await markRebillPaid(tx, bookingId, { method: "gateway", gatewayPaymentId: payment.id }, now);
  return "paid";
}
