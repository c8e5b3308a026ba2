import crypto from "node:crypto";

import { getEnv, publicUrl, type Env } from "./env.server";

/** A new session's token for its cookie: 32 random bytes. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Tables store only SHA-256 of a cookie's token: a leaked table does not sign anybody in. */
export function sessionIdForToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Whether a string can be a token newSessionToken made (anything else is not looked up). */
export function plausibleToken(token: string): boolean {
  return /^[\w-]{20,100}$/.test(token);
}

/**
 * A session cookie is Secure exactly when PUBLIC_URL is https: behind a TLS proxy in production it never
 * travels in clear, while `npm start` on http://localhost and the tests on http://127.0.0.1 (no
 * PUBLIC_URL, or an http one) still work, since browsers drop Secure cookies set over plain http.
 */
export function cookieIsSecure(env: Env = getEnv()): boolean {
  return publicUrl(env).startsWith("https:");
}

// Path=/: React Router fetches a page's data from /<page>.data, which a narrower path would not cover.
export function sessionCookieAttributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
