import crypto from "node:crypto";

/**
 * Tokens for links that open something without a password until they expire: "<subject>.<expiry in
 * seconds>.<HMAC>". The purpose is part of what is signed, so a token made for one kind of link never opens
 * another.
 */

function mac(purpose: string, payload: string, key: string): string {
  return crypto.createHmac("sha256", key).update(`${purpose}:${payload}`).digest("base64url");
}

/** What a subject may look like: an id or a reference ("42", "ORD-261126-AB12CD", "SRV-…"). */
const subjectPattern = "[A-Za-z0-9-]{1,40}";
const tokenPattern = new RegExp(`^(${subjectPattern})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`);

export function signLink(purpose: string, subject: string, expiresAt: Date, key: string): string {
  if (!new RegExp(`^${subjectPattern}$`).test(subject)) throw new Error(`not a link subject: ${subject}`);
  const payload = `${subject}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(purpose, payload, key)}`;
}

/** The subject a token names, or null when it is malformed, forged, made for another purpose or expired. */
export function verifyLink(purpose: string, token: string, now: Date, key: string): string | null {
  const match = tokenPattern.exec(token);
  if (!match) return null;
  const [, subject, expiry, given] = match as unknown as [string, string, string, string];
  const expected = mac(purpose, `${subject}.${expiry}`, key);
  if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return subject;
}
