import crypto from "node:crypto";

import { getEnv } from "~/lib/env.server";
import { readBodyWithin } from "~/lib/read-body.server";
import { plainResponse } from "~/lib/plain-response";
import { routePolicy } from "~/lib/route-policy";
import { msg91Reports, recordStatusReports } from "~/modules/notify/delivery-reports.server";

import type { Route } from "./+types/sms-delivery-webhook";

export const handle = routePolicy("private");

const maxWebhookBytes = 256 * 1024;

export function loader() {
  return plainResponse("POST only", 405, { Allow: "POST" });
}

/**
 * MSG91's delivery reports (webhook version 3, JSON). MSG91 does not sign them: the URL carries a key only
 * the dealer and MSG91 know (SMS_WEBHOOK_KEY); a request without it is refused with 401.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const key = getEnv().SMS_WEBHOOK_KEY;
  if (!key) return plainResponse("SMS delivery reports are not set up.", 404);
  const given = new URL(request.url).searchParams.get("key") ?? "";
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  if (!crypto.timingSafeEqual(digest(given), digest(key)))
    return plainResponse("Not a report from the gateway.", 401);
  const body = await readBodyWithin(request, maxWebhookBytes);
  if (body === null) return plainResponse("Too large.", 413);
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return plainResponse("The body is not JSON.", 400);
  }
  const changed = await recordStatusReports(context.db, "sms", msg91Reports(payload, new Date()), {
    smsOn: true,
  });
  return Response.json({ changed }, { headers: { "Cache-Control": "no-store" } });
}
