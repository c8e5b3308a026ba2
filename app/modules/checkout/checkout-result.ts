import { checkoutProblems } from "~/modules/orders/texts/en/checkout-problems";

import type { CheckoutErrors } from "../orders/checkout.schema";
import type { OrderView } from "../orders/order-view";

/** What the checkout action answers (the form's fetcher reads it). */
export type CheckoutResult =
  | { ok: true; orderNumber: string; accessToken: string; order: OrderView }
  | {
      ok: false;
      message: string;
      fieldErrors?: CheckoutErrors;
      /** The product that is short of stock, for a 409. */
      productId?: number;
      /** The values sent, so a form posted without JavaScript comes back filled in. */
      values?: Record<string, string>;
      /** The request never got an answer (network down, server error): toast and keep the form. */
      failed?: true;
    };

export const checkoutFailedMessage = checkoutProblems.code.failed;
