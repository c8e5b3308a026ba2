import { localePath, type Locale } from "~/i18n/locale";
import { signLink, verifyLink } from "~/lib/signed-link.server";

/** How long the tracking link in an SMS or WhatsApp update opens the order or booking without the phone. */
const trackingLinkLifetimeMs = 30 * 24 * 60 * 60_000;

type Tracked = "order" | "booking";

const trackingPages: Record<Tracked, string> = { order: "/track-order", booking: "/track-service" };

/** The query parameter that carries the token: /track-order?t=… */
export const trackingTokenParam = "t";

/** The absolute link to the tracking page of an order or booking, already looked up, in the customer's language. */
export function trackingLink(
  what: Tracked,
  subject: string,
  language: Locale,
  { origin, key, now }: { origin: string; key: string; now: Date },
): string {
  const token = signLink(`track-${what}`, subject, new Date(now.getTime() + trackingLinkLifetimeMs), key);
  return `${origin}${localePath(trackingPages[what], language)}?${trackingTokenParam}=${token}`;
}

/** The order number or booking reference a tracking link names, or null when it is not one of ours or expired. */
export function verifyTrackingLink(what: Tracked, token: string, now: Date, key: string): string | null {
  return verifyLink(`track-${what}`, token, now, key);
}
