import crypto from "node:crypto";

import { getEnv } from "~/lib/env.server";
import { readBodyWithin } from "~/lib/read-body.server";
import { plainResponse } from "~/lib/plain-response";
import { routePolicy } from "~/lib/route-policy";
import {
  recordStatusReports,
  verifyMetaSignature,
  whatsAppStatuses,
} from "~/modules/notify/delivery-reports.server";

import type { Route } from "./+types/whatsapp-webhook";

export const handle = routePolicy("private");

/** Status webhooks carry a few statuses; anything this large is not Meta's. */
const maxWebhookBytes = 256 * 1024;

const sameText = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Meta's check when the webhook is set up: echo hub.challenge when hub.verify_token is ours. */
export function loader({ request }: Route.LoaderArgs) {
  const token = getEnv().WHATSAPP_VERIFY_TOKEN;
  if (!token) return plainResponse("WhatsApp is not set up.", 404);
  const params = new URL(request.url).searchParams;
  const challenge = params.get("hub.challenge") ?? "";
  if (
    params.get("hub.mode") !== "subscribe" ||
    !sameText(params.get("hub.verify_token") ?? "", token) ||
    !/^[A-Za-z0-9_-]{1,100}$/.test(challenge)
  ) {
    return plainResponse("Verification failed.", 403);
  }
  return plainResponse(challenge, 200);
}

/**
 * The WhatsApp Cloud API's status notifications (sent, delivered, read, failed), believed only when
 * X-Hub-Signature-256 holds for the raw body with the app secret; a forged one is refused with 401.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv();
  if (env.WHATSAPP_PROVIDER !== "cloud" || !env.WHATSAPP_APP_SECRET)
    return plainResponse("WhatsApp is not set up.", 404);
  const body = await readBodyWithin(request, maxWebhookBytes);
  if (body === null) return plainResponse("Too large.", 413);
  if (!verifyMetaSignature(body, request.headers.get("x-hub-signature-256"), env.WHATSAPP_APP_SECRET)) {
    return plainResponse("Signature does not match.", 401);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return plainResponse("The body is not JSON.", 400);
  }
  const changed = await recordStatusReports(context.db, "whatsapp", whatsAppStatuses(payload, new Date()), {
    smsOn: env.SMS_PROVIDER !== undefined,
  });
  return Response.json({ changed }, { headers: { "Cache-Control": "no-store" } });
}
