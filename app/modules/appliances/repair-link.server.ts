import crypto from "node:crypto";

/** How long a "Book a repair" link from /my-appliances stays valid. */
export const repairLinkLifetimeMs = 24 * 60 * 60_000;

function mac(payload: string, key: string): string {
  return crypto.createHmac("sha256", key).update(`repair-link:${payload}`).digest("base64url");
}

/** A token naming the appliance until `expiresAt`: "<id>.<expiry in seconds>.<HMAC>". */
export function signRepairLink(applianceId: number, expiresAt: Date, key: string): string {
  const payload = `${applianceId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(payload, key)}`;
}

/** The appliance id a token names, or null when it is malformed, forged, tampered with or expired. */
export function verifyRepairLink(token: string, now: Date, key: string): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, given] = match as unknown as [string, string, string, string];
  const expected = mac(`${id}.${expiry}`, key);
  if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  const applianceId = Number(id);
  return applianceId > 0 && applianceId <= 2_147_483_647 ? applianceId : null;
}
