import { razorpayAccount, type Env } from "~/lib/env.server";

import type { PaymentGateway } from "./gateway";
import { razorpayGateway } from "./razorpay.server";

/** The configured online payment gateway, or null: online payment is then not offered. */
export function paymentGateway(env: Env): PaymentGateway | null {
  const account = razorpayAccount(env);
  return account ? razorpayGateway(account) : null;
}
