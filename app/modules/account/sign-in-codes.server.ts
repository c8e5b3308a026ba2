import crypto from "node:crypto";

import { and, desc, eq, isNull, lt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { customerAccounts, signInCodes } from "../../../db/schema";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import {
  codeLength,
  codeLifetimeMinutes,
  codesPerAddressPerHour,
  codesPerNumberPerHour,
  guessesPerAddressPer15Minutes,
  maxWrongCodes,
  resendAfterSeconds,
} from "./sign-in-rules";

const messages = signInMessages.code;
const hourMs = 60 * 60_000;

// Counted in the database, so every server process shares the counts and a restart keeps them.
const codesPerNumber = createRateLimiter({
  bucket: "sign-in-code-number",
  limit: codesPerNumberPerHour,
  windowMs: hourMs,
});
const codesPerAddress = createRateLimiter({
  bucket: "sign-in-code-address",
  limit: codesPerAddressPerHour,
  windowMs: hourMs,
});
const guessesPerAddress = createRateLimiter({
  bucket: "sign-in-guess-address",
  limit: guessesPerAddressPer15Minutes,
  windowMs: 15 * 60_000,
});

/** The keyed hash a code is kept as: a leaked table yields no codes, and one number's hash says nothing of another's. */
function codeHash(phone: string, code: string, key: string): string {
  return crypto.createHmac("sha256", key).update(`sign-in:${phone}:${code}`).digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Six random digits, leading zeros kept. */
function drawCode(): string {
  return String(crypto.randomInt(0, 10 ** codeLength)).padStart(codeLength, "0");
}

type CodeRequest = { phone: string; address: string; key: string; now?: Date };

/**
 * Makes a new code for a number and returns it to be sent, or the message saying why not. Every number gets
 * the same treatment whether or not it has an account or orders: nothing is looked up but the codes. A new
 * code replaces the number's earlier ones.
 */
export async function issueCode(
  db: Database,
  { phone, address, key, now = new Date() }: CodeRequest,
): Promise<{ code: string } | { refused: string }> {
  const [latest] = await db
    .select({ createdAt: signInCodes.createdAt })
    .from(signInCodes)
    .where(eq(signInCodes.phone, phone))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < resendAfterSeconds * 1000) {
    return { refused: messages.waitToResend };
  }
  if (!(await codesPerAddress.hit(db, address, now)).allowed) return { refused: messages.tooManyCodes };
  if (!(await codesPerNumber.hit(db, phone, now)).allowed) return { refused: messages.tooManyCodes };
  const code = drawCode();
  await db.transaction(async (tx) => {
    await tx
      .update(signInCodes)
      .set({ usedAt: now })
      .where(and(eq(signInCodes.phone, phone), isNull(signInCodes.usedAt)));
    await tx.insert(signInCodes).values({
      phone,
      codeHash: codeHash(phone, code, key),
      createdAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMinutes * 60_000),
    });
  });
  return { code };
}

/**
 * Checks a code typed for a number. The right one, in time and within its wrong guesses, is used up and
 * signs the number in: its account (made now if it is the number's first sign-in) is returned. Anything
 * else returns the message to show.
 */
export async function redeemCode(
  db: Database,
  { phone, code, address, key, now = new Date() }: CodeRequest & { code: string },
): Promise<{ accountId: number } | { refused: string }> {
  if (!(await guessesPerAddress.hit(db, address, now)).allowed) return { refused: messages.tooManyGuesses };
  return db.transaction(async (tx) => {
    // The row is locked, so two guesses at once cannot both be counted as the fifth.
    const [row] = await tx
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.phone, phone))
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for("update");
    if (!row || row.usedAt !== null || row.expiresAt <= now) return { refused: messages.codeExpired };
    if (row.wrongAttempts >= maxWrongCodes) return { refused: messages.tooManyWrongCodes };
    if (!sameHash(codeHash(phone, code, key), row.codeHash)) {
      const wrong = row.wrongAttempts + 1;
      await tx.update(signInCodes).set({ wrongAttempts: wrong }).where(eq(signInCodes.id, row.id));
      return { refused: wrong >= maxWrongCodes ? messages.tooManyWrongCodes : messages.codeWrong };
    }
    await tx.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, row.id));
    const [account] = await tx
      .insert(customerAccounts)
      .values({ phone, createdAt: now, lastSignInAt: now })
      .onConflictDoUpdate({ target: customerAccounts.phone, set: { lastSignInAt: now } })
      .returning({ id: customerAccounts.id });
    if (!account) throw new Error("the account upsert returned no row");
    return { accountId: account.id };
  });
}

/** Codes that can no longer sign anybody in (expired a day ago); the periodic sweep calls this. */
export async function deleteOldCodes(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(signInCodes)
    .where(lt(signInCodes.expiresAt, new Date(now.getTime() - 24 * hourMs)))
    .returning({ id: signInCodes.id });
  return deleted.length;
}
