import { signLink, verifyLink } from "~/lib/signed-link.server";

/** How long a "Book a repair" link from /my-appliances stays valid. */
export const repairLinkLifetimeMs = 24 * 60 * 60_000;

const purpose = "repair-link";

/** A token naming the appliance until `expiresAt`: "<id>.<expiry in seconds>.<HMAC>". */
export function signRepairLink(applianceId: number, expiresAt: Date, key: string): string {
  return signLink(purpose, String(applianceId), expiresAt, key);
}

/** The appliance id a verified link's subject names: a positive integer the table's ids can hold; else null. */
export function applianceIdOf(subject: string | null): number | null {
  if (subject === null || !/^\d{1,10}$/.test(subject)) return null;
  const applianceId = Number(subject);
  return applianceId > 0 && applianceId <= 2_147_483_647 ? applianceId : null;
}

/** The appliance id a token names, or null when it is malformed, forged, tampered with or expired. */
export function verifyRepairLink(token: string, now: Date, key: string): number | null {
  return applianceIdOf(verifyLink(purpose, token, now, key));
}
