import { getEnv, notifyEmail } from "~/lib/env.server";
import { readBodyWithin } from "~/lib/read-body.server";
import { plainResponse } from "~/lib/plain-response";
import { routePolicy } from "~/lib/route-policy";
import { handleGatewayEvent } from "~/modules/payment-settlement/payment-settlement.server";
import { gatewayLog } from "~/modules/payments/gateway-log.server";
import { paymentGateway } from "~/modules/payments/gateway.server";

import type { Route } from "./+types/payment-webhook";

export const handle = routePolicy("private");

/** Webhook bodies are a few kilobytes; anything this large is not the gateway's. */
const maxWebhookBytes = 256 * 1024;

export function loader() {
  return plainResponse("POST only", 405, { Allow: "POST" });
}

/**
 * The gateway's notifications (payment captured or failed, refund processed or failed). Each is believed
 * only when its signature over the raw body holds; a forged one is logged and refused with 400. A replay is
 * answered 200 and changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const gateway = paymentGateway(getEnv());
  if (!gateway) return plainResponse("Online payment is not set up.", 404);
  const body = await readBodyWithin(request, maxWebhookBytes);
  if (body === null) return plainResponse("Too large.", 413);
  const raw = new TextDecoder("utf-8", { fatal: false }).decode(body);
  const event = gateway.verifiedEvent(raw, request.headers);
  if (!event) {
    gatewayLog.warn({ provider: gateway.provider }, "gateway webhook refused: signature does not hold");
    return plainResponse("Signature does not match.", 400);
  }
  const outcome = await handleGatewayEvent(context.db, gateway, event, {
    logger: gatewayLog,
    notifyTo: notifyEmail(getEnv()),
  });
  return Response.json({ outcome }, { headers: { "Cache-Control": "no-store" } });
}
