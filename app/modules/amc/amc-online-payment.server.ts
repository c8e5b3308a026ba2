import { eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { amcContracts, type AmcContract } from "../../../db/schema";
import { formatRupeesWithPaise } from "~/lib/money";
import { enqueueNotification } from "~/modules/notify/outbox.server";
import type { CheckoutForm, GatewayPayment, PaymentGateway } from "~/modules/payments/gateway";
import { gatewayCheckout, type CheckoutPage } from "~/modules/payments/gateway-orders.server";

import { activateContract } from "./amc-activation.server";

/**
 * The form that opens the gateway's payment page for a contract waiting for payment, for its price with its
 * number as the receipt. While the gateway cannot be reached, no form: the page says so and the UPI QR still
 * works.
 */
export function contractCheckout(
  db: Executor,
  gateway: PaymentGateway,
  row: AmcContract,
  page: CheckoutPage,
): Promise<CheckoutForm> {
  return gatewayCheckout(
    db,
    gateway,
    { amcContractId: row.id },
    {
      amountPaise: row.pricePaise,
      number: row.contractNumber,
      description: `Maintenance contract ${row.contractNumber}`,
      notes: { contract: row.contractNumber },
      // a contract holds no e-mail
      prefill: { name: row.name, email: "", phone: row.phone },
    },
    page,
  );
}

export type ContractCaptureOutcome = "paid" | "duplicate" | "not-captured" | "amount-mismatch" | "refund-due";

/**
 * A payment the gateway reports for a contract's gateway order (by signed webhook, or our own query after a
 * signed return): it pays the contract only when captured, in rupees, for exactly the gateway order's
 * amount, while the contract waits. The same payment again changes nothing. Money for a contract no longer
 * waiting (staff cancelled it, or recorded a UPI or cash payment meanwhile) pays nothing: the dealer is told
 * to refund it from the gateway's dashboard.
 */
export async function confirmContractPayment(
  tx: Executor,
  contractId: number,
  expected: { amountPaise: number; currency: string },
  payment: GatewayPayment,
  { now, notifyTo }: { now: Date; notifyTo?: string },
): Promise<ContractCaptureOutcome> {
  const [row] = await tx.select().from(amcContracts).where(eq(amcContracts.id, contractId)).for("update");
  if (!row) throw new Error(`gateway order names contract ${contractId}, which does not exist`);
  if (payment.status !== "captured" && payment.status !== "refunded") return "not-captured";
  if (payment.amountPaise !== expected.amountPaise || payment.currency !== expected.currency)
    return "amount-mismatch";
  if (row.paymentMethod === "gateway" && row.paymentReference === payment.id) return "duplicate";
  if (row.status !== "pending") {
    if (notifyTo) {
      await enqueueNotification(tx, {
        kind: "amc",
        recipient: notifyTo,
        subject: `Payment received for ${row.status === "cancelled" ? "cancelled" : "already paid"} contract ${row.contractNumber}: refund it`,
        body: [
          `${formatRupeesWithPaise(payment.amountPaise)} arrived online (payment ${payment.id}) for maintenance contract ${row.contractNumber}, which is ${row.status === "cancelled" ? "cancelled" : `already paid by ${row.paymentMethod ?? "another payment"}`}.`,
          "Refund it to the customer from the payment gateway's dashboard.",
        ].join("\n"),
      });
    }
    return "refund-due";
  }
  await activateContract(tx, row, { method: "gateway", reference: payment.id }, now);
  return "paid";
}
