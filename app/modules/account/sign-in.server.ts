import { eq } from "drizzle-orm";

import { recordConsents } from "~/modules/privacy/consent-records.server";
import { orderNumberProved } from "../orders/order-updates.server";
import type { Database } from "../../../db/client.server";
import { signInCodes } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { formText } from "~/lib/form-text";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import type { CodeSender } from "./code-sender.server";
import { endCustomerSession, startCustomerSession } from "./customer-sessions.server";
import { issueCode, redeemCode } from "./sign-in-codes.server";
import { validateCodeStep, validatePhoneStep, type SignInAnswer } from "./sign-in.schema";

const messages = signInMessages.code;

type StepResult = { status: 200 | 400 | 429 | 503; answer: SignInAnswer };

type SendContext = { address: string; key: string; sender: CodeSender | null; language: Locale; now?: Date };

const typed = (form: Record<string, unknown>, name: string) => formText(form, name, 40);

/**
 * "Send code" and "Send a new code": a new code for the number, sent by SMS. Known and unknown numbers get
 * the same answers and the same work (decision 037).
 */
export async function sendSignInCode(
  db: Database,
  form: Record<string, unknown>,
  { address, key, sender, language, now = new Date() }: SendContext,
): Promise<StepResult> {
  const resend = formText(form, "intent") === "resend";
  const parsed = validatePhoneStep(form);
  if (!parsed.success) {
    return {
      status: 400,
      answer: {
        step: "phone",
        phone: typed(form, "phone"),
        errors: parsed.errors,
        message: null,
        notice: null,
      },
    };
  }
  const { phone } = parsed.data;
  const refusal = (status: StepResult["status"], message: string): StepResult => ({
    status,
    answer: {
      step: resend ? "code" : "phone",
      phone: resend ? phone : typed(form, "phone"),
      errors: {},
      message,
      notice: null,
    },
  });
  if (!sender) return refusal(503, messages.unavailable);
  const issued = await issueCode(db, { phone, address, key, now });
  if ("refused" in issued) return refusal(429, issued.refused);
  try {
    await sender.send(phone, issued.code, language);
  } catch {
    // Not sent: the code goes, so the number may ask again at once.
    await db.delete(signInCodes).where(eq(signInCodes.phone, phone));
    return refusal(503, messages.notSent);
  }
  return {
    status: 200,
    answer: { step: "code", phone, errors: {}, message: null, notice: messages.codeSent },
  };
}

/**
 * "Sign in": the code checked. The right one starts a new session (the browser's earlier one, if any, is
 * ended first, so a session id planted before sign-in never becomes a signed-in one) and returns its token.
 */
export async function checkSignInCode(
  db: Database,
  form: Record<string, unknown>,
  {
    address,
    key,
    previousToken,
    now = new Date(),
  }: { address: string; key: string; previousToken: string | null; now?: Date },
): Promise<{ token: string } | StepResult> {
  const parsed = validateCodeStep(form);
  if (!parsed.success) {
    const step = parsed.errors.phone ? "phone" : "code";
    return {
      status: 400,
      answer: { step, phone: typed(form, "phone"), errors: parsed.errors, message: null, notice: null },
    };
  }
  const { phone, code } = parsed.data;
  const redeemed = await redeemCode(db, { phone, code, address, key, now });
  if ("refused" in redeemed) {
    const status = redeemed.refused === messages.tooManyGuesses ? 429 : 400;
    // A wrong or spent code is the code field's error; too many tries from the connection is the form's.
    const aboutCode = status === 400;
    return {
      status,
      answer: {
        step: "code",
        phone,
        errors: aboutCode ? { code: redeemed.refused } : {},
        message: aboutCode ? null : redeemed.refused,
        notice: null,
      },
    };
  }
  if (previousToken) await endCustomerSession(db, previousToken);
  // the code proved the number: its open orders may now send every update (decision 040)
  await orderNumberProved(db, phone, now);
  await recordConsents(db, { phone, purpose: "sign-in", updates: false, now });
  return { token: await startCustomerSession(db, redeemed.accountId, now) };
}
