import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { customerAccounts, customerSessions, signInCodes } from "../../../db/schema";
import { testBackends } from "../../../tests/support/test-database";
import { sessionIdForToken } from "~/lib/session-cookie.server";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import type { CodeSender } from "./code-sender.server";
import {
  customerTouchIntervalMs,
  endAllCustomerSessions,
  readCustomerSession,
  startCustomerSession,
} from "./customer-sessions.server";
import {
  codeLifetimeMinutes,
  codesPerNumberPerHour,
  guessesPerAddressPer15Minutes,
  maxWrongCodes,
  resendAfterSeconds,
  sessionDays,
} from "./sign-in-rules";
import { checkSignInCode, sendSignInCode } from "./sign-in.server";

const messages = signInMessages.code;
const key = "a-test-signing-secret-of-at-least-32-characters";
const minute = 60_000;
const day = 24 * 60 * minute;

/** A sender that keeps what it would send, as a phone would receive it. */
function inbox(): CodeSender & { sent: { phone: string; code: string; language: string }[] } {
  const sent: { phone: string; code: string; language: string }[] = [];
  return {
    sent,
    send(phone, code, language) {
      sent.push({ phone, code, language });
      return Promise.resolve();
    },
  };
}

let numberSeed = 0;
/** A fresh number per test, so tests do not share codes or throttles. */
const freshNumber = () => `98${String(40_000_000 + numberSeed++).padStart(8, "0")}`;
let addressSeed = 0;
const freshAddress = () => `198.51.100.${++addressSeed}`;

describe.each(testBackends())("customer sign-in by SMS code on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  type Inbox = ReturnType<typeof inbox>;
  async function send<S extends CodeSender | null = Inbox>(
    phone: string,
    options: { address?: string; now?: Date; sender?: S } = {},
  ) {
    const sender = (options.sender === undefined ? inbox() : options.sender) as S;
    const result = await sendSignInCode(
      handle.db,
      { intent: "send", phone },
      { address: options.address ?? freshAddress(), key, sender, language: "en", now: options.now },
    );
    return { result, sender };
  }

  async function check(
    phone: string,
    code: string,
    options: { address?: string; now?: Date; previousToken?: string } = {},
  ) {
    return checkSignInCode(
      handle.db,
      { intent: "verify", phone, code },
      {
        address: options.address ?? freshAddress(),
        key,
        previousToken: options.previousToken ?? null,
        now: options.now,
      },
    );
  }

  it("sends a six-digit code, keeps only its keyed hash, and signs in with it once", async () => {
    const phone = freshNumber();
    const sender = inbox();
    const { result } = await send(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, { sender });
    expect(result).toEqual({
      status: 200,
      answer: { step: "code", phone, errors: {}, message: null, notice: messages.codeSent },
    });
    const [sent] = sender.sent;
    expect(sent?.phone).toBe(phone);
    expect(sent?.code).toMatch(/^\d{6}$/);
    const [row] = await handle.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(row?.codeHash).not.toContain(sent!.code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(codeLifetimeMinutes * minute);

    const signedIn = await check(phone, ` ${sent!.code.slice(0, 3)} ${sent!.code.slice(3)} `);
    expect("token" in signedIn).toBe(true);
    if (!("token" in signedIn)) return;
    const session = await readCustomerSession(handle.db, signedIn.token);
    expect(session?.phone).toBe(phone);
    const sessions = await handle.db.select().from(customerSessions);
    expect(sessions.some((s) => s.id === sessionIdForToken(signedIn.token))).toBe(true);
    expect(sessions.some((s) => s.id === signedIn.token)).toBe(false);

    const again = await check(phone, sent!.code);
    expect(again).toMatchObject({ status: 400, answer: { errors: { code: messages.codeExpired } } });
  });

  it("answers a number with an account and a number without one alike, and makes the account only on sign-in", async () => {
    const known = freshNumber();
    const unknown = freshNumber();
    await handle.db.insert(customerAccounts).values({ phone: known });
    const [a, b] = await Promise.all([send(known), send(unknown)]);
    expect(a.result).toEqual({ ...b.result, answer: { ...b.result.answer, phone: known } });
    const wrongA = await check(known, "000000");
    const wrongB = await check(unknown, "000000");
    expect(wrongA).toEqual({ ...wrongB, answer: { ...(wrongB as { answer: object }).answer, phone: known } });
    const accounts = await handle.db
      .select()
      .from(customerAccounts)
      .where(eq(customerAccounts.phone, unknown));
    expect(accounts).toEqual([]);
  });

  it("refuses a code after its five minutes, and after five wrong guesses even when the sixth is right", async () => {
    const phone = freshNumber();
    const start = new Date("2030-01-01T10:00:00Z");
    const { sender } = await send(phone, { now: start });
    const code = sender.sent[0]!.code;
    const late = new Date(start.getTime() + codeLifetimeMinutes * minute);
    expect(await check(phone, code, { now: late })).toMatchObject({
      answer: { errors: { code: messages.codeExpired } },
    });

    const other = freshNumber();
    const { sender: second } = await send(other, { now: start });
    const right = second.sent[0]!.code;
    const wrong = right === "111111" ? "222222" : "111111";
    for (let i = 1; i < maxWrongCodes; i++) {
      expect(await check(other, wrong, { now: start })).toMatchObject({
        answer: { errors: { code: messages.codeWrong } },
      });
    }
    expect(await check(other, wrong, { now: start })).toMatchObject({
      answer: { errors: { code: messages.tooManyWrongCodes } },
    });
    expect(await check(other, right, { now: start })).toMatchObject({
      answer: { errors: { code: messages.tooManyWrongCodes } },
    });
  });

  it("counts simultaneous wrong guesses exactly", async () => {
    const phone = freshNumber();
    const { sender } = await send(phone);
    const wrong = sender.sent[0]!.code === "111111" ? "222222" : "111111";
    await Promise.all(Array.from({ length: maxWrongCodes + 3 }, () => check(phone, wrong)));
    const [row] = await handle.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(row?.wrongAttempts).toBe(maxWrongCodes);
  });

  it("sends again only after 30 seconds, replacing the earlier code, and at most five codes an hour", async () => {
    const phone = freshNumber();
    const start = new Date("2030-02-01T10:00:00Z");
    const sender = inbox();
    await send(phone, { now: start, sender });
    const soon = await send(phone, {
      now: new Date(start.getTime() + (resendAfterSeconds - 1) * 1000),
      sender,
    });
    expect(soon.result).toMatchObject({ status: 429, answer: { message: messages.waitToResend } });
    const later = new Date(start.getTime() + resendAfterSeconds * 1000);
    await send(phone, { now: later, sender });
    expect(sender.sent).toHaveLength(2);
    const [first, second] = sender.sent.map((sent) => sent.code);
    // only the newest code signs in
    if (first !== second) {
      expect(await check(phone, first!, { now: later })).toMatchObject({
        answer: { errors: { code: messages.codeWrong } },
      });
    }
    for (let i = 2; i < codesPerNumberPerHour; i++) {
      await send(phone, { now: new Date(later.getTime() + i * minute), sender });
    }
    expect(sender.sent).toHaveLength(codesPerNumberPerHour);
    const over = await send(phone, { now: new Date(later.getTime() + 10 * minute), sender });
    expect(over.result).toMatchObject({ status: 429, answer: { message: messages.tooManyCodes } });
    expect(sender.sent).toHaveLength(codesPerNumberPerHour);
  });

  it("limits the codes tried from one connection across numbers", async () => {
    const address = freshAddress();
    let last;
    for (let i = 0; i <= guessesPerAddressPer15Minutes; i++)
      last = await check(freshNumber(), "123456", { address });
    expect(last).toMatchObject({ status: 429, answer: { message: messages.tooManyGuesses } });
  });

  it("says so and lets the number ask again at once when the gateway does not take the SMS", async () => {
    const phone = freshNumber();
    const failing: CodeSender = { send: () => Promise.reject(new Error("gateway down")) };
    expect((await send(phone, { sender: failing })).result).toMatchObject({
      status: 503,
      answer: { message: messages.notSent },
    });
    expect((await send(phone)).result.status).toBe(200);
    expect((await send(freshNumber(), { sender: null })).result).toMatchObject({
      status: 503,
      answer: { message: messages.unavailable },
    });
  });

  it("ends the browser's earlier session at sign-in, so a planted session id never becomes a signed-in one", async () => {
    const phone = freshNumber();
    const [account] = await handle.db.insert(customerAccounts).values({ phone }).returning();
    const planted = await startCustomerSession(handle.db, account!.id);
    const { sender } = await send(phone);
    const signedIn = await check(phone, sender.sent[0]!.code, { previousToken: planted });
    if (!("token" in signedIn)) throw new Error("not signed in");
    expect(signedIn.token).not.toBe(planted);
    expect(await readCustomerSession(handle.db, planted)).toBeNull();
    expect((await readCustomerSession(handle.db, signedIn.token))?.accountId).toBe(account!.id);
  });

  it("keeps a session 30 days from its last use, moving on at most hourly, and signs out everywhere", async () => {
    const phone = freshNumber();
    const [account] = await handle.db.insert(customerAccounts).values({ phone }).returning();
    const start = new Date("2030-03-01T10:00:00Z");
    const token = await startCustomerSession(handle.db, account!.id, start);
    const other = await startCustomerSession(handle.db, account!.id, start);
    const soon = await readCustomerSession(
      handle.db,
      token,
      new Date(start.getTime() + customerTouchIntervalMs - 1),
    );
    expect(soon?.renewed).toBe(false);
    const day29 = new Date(start.getTime() + 29 * day);
    expect((await readCustomerSession(handle.db, token, day29))?.renewed).toBe(true);
    expect(
      await readCustomerSession(handle.db, token, new Date(day29.getTime() + (sessionDays - 1) * day)),
    ).not.toBeNull();
    expect(
      await readCustomerSession(handle.db, other, new Date(start.getTime() + sessionDays * day + 1)),
    ).toBeNull();
    expect(await endAllCustomerSessions(handle.db, account!.id)).toBe(1);
    expect(await readCustomerSession(handle.db, token, day29)).toBeNull();
  });
});
