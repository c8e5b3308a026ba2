import crypto from "node:crypto";

import { eq, lt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { CustomerLanguage, ShortLinkTarget } from "../../../db/enums";
import { shortLinks } from "../../../db/schema";
import type { Executor } from "./outbox.server";

/** How long a link in an SMS or WhatsApp update opens the order or booking without the phone. */
const shortLinkLifetimeMs = 30 * 24 * 60 * 60_000;

/** Expired links are kept a year, so an old message still lands on the right page and says it expired. */
const expiredLinkKeptMs = 365 * 24 * 60 * 60_000;

/** The path every short link sits under: the prefix the dealer whitelists on DLT, e.g. https://…/t/ */
const shortLinkPath = "/t/";

export const shortLinkPrefix = (origin: string) => `${origin}${shortLinkPath}`;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const tokenLength = 10;
const tokenShape = /^[A-Za-z0-9]{10}$/;

/** Ten letters or digits drawn without bias: about 59 bits, far beyond guessing through the site. */
function drawToken(): string {
  let token = "";
  while (token.length < tokenLength) {
    for (const byte of crypto.randomBytes(16)) {
      // 248 = 4 × 62: bytes above it would favour the first letters
      if (byte < 248 && token.length < tokenLength) token += alphabet[byte % 62];
    }
  }
  return token;
}

export type ShortLink = {
  target: ShortLinkTarget;
  subject: string;
  language: CustomerLanguage;
  expiresAt: Date;
};

/** A new link to an order or booking, valid 30 days from now; returns its token. */
export async function createShortLink(
  tx: Executor,
  link: Omit<ShortLink, "expiresAt">,
  now: Date,
): Promise<string> {
  const token = drawToken();
  await tx
    .insert(shortLinks)
    .values({ token, ...link, expiresAt: new Date(now.getTime() + shortLinkLifetimeMs), createdAt: now });
  return token;
}

/** What a token opens (expired or not: the caller decides), or null for a token that is not ours. */
export async function findShortLink(db: Executor, token: string): Promise<ShortLink | null> {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .select({
      target: shortLinks.target,
      subject: shortLinks.subject,
      language: shortLinks.language,
      expiresAt: shortLinks.expiresAt,
    })
    .from(shortLinks)
    .where(eq(shortLinks.token, token));
  return row ?? null;
}

/** Upkeep: forgets links that expired more than a year ago; returns how many. */
export async function purgeOldShortLinks(db: Pick<Database, "delete">, now: Date): Promise<number> {
  const gone = await db
    .delete(shortLinks)
    .where(lt(shortLinks.expiresAt, new Date(now.getTime() - expiredLinkKeptMs)))
    .returning({ token: shortLinks.token });
  return gone.length;
}
