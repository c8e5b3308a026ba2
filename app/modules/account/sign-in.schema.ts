import { z } from "zod";

import { parseFields, type FieldErrors } from "~/components/form/field-errors";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";
import { mobileNumber } from "~/modules/orders/checkout.schema";

import { codeLength } from "./sign-in-rules";

const messages = signInMessages.code;

const phone = mobileNumber({ short: messages.phoneShort, invalid: messages.phoneInvalid });

/** The first step: the number to send a code to (normalised like checkout's, so it finds the same orders). */
const phoneSchema = z.object({ phone });

/** The second step: the number again and the code, spaces a phone keyboard adds taken out. */
export const signInCodeSchema = z.object({
  phone,
  code: z
    .string({ error: messages.codeInvalid })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${codeLength}}$`), messages.codeInvalid)),
});

type SignInErrors = FieldErrors<"phone" | "code">;

/** What the sign-in page shows after a step: the number's step or the code's, with errors or a notice. */
export type SignInAnswer = {
  step: "phone" | "code";
  /** The number as typed (first step) or as normalised (code step), to show and post again. */
  phone: string;
  errors: SignInErrors;
  /** For the whole form: refused, not sent. */
  message: string | null;
  /** The code was sent. */
  notice: string | null;
};

export function validatePhoneStep(input: unknown) {
  return parseFields(phoneSchema, input, ["phone"] as const);
}

export function validateCodeStep(input: unknown) {
  return parseFields(signInCodeSchema, input, ["phone", "code"] as const);
}
