import { eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { gatewayOrders } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { signLink, verifyLink } from "~/lib/signed-link.server";

import { GatewayError, type CheckoutForm, type PaymentGateway } from "./gateway";

type Logger = { warn(data: object, message: string): void };

/**
 * What a gateway order pays: a shop order, a maintenance contract, or a rejected claim's bill (by its
 * booking), by its row id.
 */
export type GatewayPayer = { orderId: number } | { amcContractId: number } | { claimRebillId: number };

function payerColumn(payer: GatewayPayer) {
  if ("orderId" in payer) return eq(gatewayOrders.orderId, payer.orderId);
  return "amcContractId" in payer
    ? eq(gatewayOrders.amcContractId, payer.amcContractId)
    : eq(gatewayOrders.claimRebillId, payer.claimRebillId);
}

export async function gatewayOrderOf(db: Executor, payer: GatewayPayer): Promise<string | null> {
  const [found] = await db
    .select({ id: gatewayOrders.gatewayOrderId })
    .from(gatewayOrders)
    .where(payerColumn(payer));
  return found?.id ?? null;
}

/**
 * The gateway's order for one of ours, made once, when first needed, for its amount with our number as the
 * receipt; null while the gateway cannot be reached (logged).
 */
export async function ensureGatewayOrder(
  db: Executor,
  gateway: PaymentGateway,
  payer: GatewayPayer,
  {
    amountPaise,
    receipt,
    notes,
    logger,
  }: { amountPaise: number; receipt: string; notes: Record<string, string>; logger?: Logger },
): Promise<string | null> {
  const existing = await gatewayOrderOf(db, payer);
  if (existing) return existing;
  try {
    const made = await gateway.createOrder({ amountPaise, receipt, notes });
    await db
      .insert(gatewayOrders)
      .values({
        ...payer,
        provider: gateway.provider,
        gatewayOrderId: made.id,
        amountPaise: made.amountPaise,
        currency: made.currency,
      })
      .onConflictDoNothing();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger?.warn({ receipt, error: error.message }, "gateway order not made");
    return null;
  }
  // a page opened twice at once made two; the first one stored is the one paid
  return gatewayOrderOf(db, payer);
}

const returnPurpose = "payment-return";

/**
 * Where the gateway's page sends the customer back: /payments/return with our number (an order's, a
 * contract's or a booking's) signed until `expiresAt`, and the page's language.
 */
export function paymentReturnUrl(
  publicUrl: string,
  number: string,
  { expiresAt, signingKey, locale }: { expiresAt: Date; signingKey: string; locale: Locale },
): string {
  const ref = signLink(returnPurpose, number, expiresAt, signingKey);
  return `${publicUrl}/payments/return?${new URLSearchParams({ ref, lang: locale })}`;
}

/** The number a return link names, or null when it is forged or too old. */
export function verifyPaymentReturn(ref: string, now: Date, signingKey: string): string | null {
  return verifyLink(returnPurpose, ref, now, signingKey);
}

/** How long the way back from the payment page stays valid after a page made the form. */
const returnLinkMs = 2 * 86_400_000;

/** The shop's side of a payment page: where the customer comes back to, in which language, signed with what. */
export type CheckoutPage = {
  publicUrl: string;
  signingKey: string;
  payeeName: string;
  locale: Locale;
  now: Date;
  logger?: Logger;
};

/**
 * The form that opens the gateway's payment page for one of ours (a maintenance contract, a claim's bill): its
 * gateway order made once, for the amount with our number as the receipt, and the signed way back. While the
 * gateway cannot be reached, "unavailable".
 */
export async function gatewayCheckout(
  db: Executor,
  gateway: PaymentGateway,
  payer: GatewayPayer,
  {
    amountPaise,
    number,
    description,
    notes,
    prefill,
  }: {
    amountPaise: number;
    number: string;
    description: string;
    notes: Record<string, string>;
    prefill: { name: string; email: string; phone: string };
  },
  page: CheckoutPage,
): Promise<CheckoutForm> {
  const gatewayOrderId = await ensureGatewayOrder(db, gateway, payer, {
    amountPaise,
    receipt: number,
    notes,
    logger: page.logger,
  });
  if (!gatewayOrderId) return { state: "unavailable" };
  const returnUrl = paymentReturnUrl(page.publicUrl, number, {
    expiresAt: new Date(page.now.getTime() + returnLinkMs),
    signingKey: page.signingKey,
    locale: page.locale,
  });
  const form = gateway.checkoutForm({
    gatewayOrderId,
    amountPaise,
    payeeName: page.payeeName,
    description,
    prefill,
    returnUrl,
    cancelUrl: `${returnUrl}&cancelled=1`,
  });
  return { state: "ready", action: form.action, fields: form.fields };
}
