import { localePath, type Locale } from "~/i18n/locale";
import { signLink, verifyLink } from "~/lib/signed-link.server";

import type { ShortLinkTarget } from "../../../db/enums";

const trackingPages: Record<ShortLinkTarget, string> = {
  order: "/track-order",
  booking: "/track-service",
  complaint: "/grievance/status",
  amc: "/amc",
  // a warranty reminder opens the appliance's maintenance plans
  appliance: "/amc",
};

/** The query parameter that carries the token: /track-order?t=… */
export const trackingTokenParam = "t";

/**
 * The tracking page of an order or booking with a token that opens it without the phone until `expiresAt`,
 * in the customer's language: where a message's short link (/t/…) leads.
 */
export function trackingPath(
  what: ShortLinkTarget,
  subject: string,
  language: Locale,
  { key, expiresAt }: { key: string; expiresAt: Date },
): string {
  const token = signLink(`track-${what}`, subject, expiresAt, key);
  return `${localePath(trackingPages[what], language)}?${trackingTokenParam}=${token}`;
}

/** The order number or booking reference a tracking token names, or null when it is not one of ours or expired. */
export function verifyTrackingLink(
  what: ShortLinkTarget,
  token: string,
  now: Date,
  key: string,
): string | null {
  return verifyLink(`track-${what}`, token, now, key);
}
