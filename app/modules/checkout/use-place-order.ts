import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";

import { firstInvalid } from "~/components/form/field-errors";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { checkoutProblems } from "~/modules/orders/texts/en/checkout-problems";
import { useText } from "~/i18n/text";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";

import type { CartItem } from "../cart/use-cart";
import { checkoutFields } from "../orders/checkout-fields";
import { browserStorage } from "./browser-storage";
import { cartFingerprint, serializeCart } from "./cart-payload";
import { attemptKeyFor, endAttempt, newAttemptKey } from "./checkout-attempt";
import type { CheckoutResult } from "./checkout-result";
import { storePendingOrder } from "./order-handoff";

/** What the server refused the order for when no field is to blame: a product short of stock, say. */
export type CheckoutProblem = { message: string; productId?: number };

export const checkoutProblemId = "checkout-problem";

function showFailureToast(title: string, description: string) {
  void import("sonner").then(({ toast }) =>
    toast.error(title, { id: "checkout-error", description, duration: 5000 }),
  );
}

/**
 * Placing the order from the checkout form. `submit` checks the form, then sends the details, the cart's
 * ids and quantities and this attempt's idempotency key through a fetcher; a second click is stopped at
 * once. The answer: the confirmation page once the order is placed (the cart empties when it is on
 * screen), a toast when no answer came, the problem the server named otherwise; field messages are in
 * `serverErrors`, for the form kit.
 */
export function usePlaceOrder({
  items,
  actionData,
  clearCart,
  onPlaced,
}: {
  items: CartItem[];
  /** The action's answer to a form posted without JavaScript. */
  actionData?: CheckoutResult;
  clearCart: () => void;
  /** Runs once the order is placed, before the confirmation page opens. */
  onPlaced: () => void;
}) {
  const navigate = useNavigate();
  const locale = useLocale();
  // The problem box writes the refusals' codes: having their texts here keeps it from waiting.
  const problemText = useText(checkoutProblems);
  const { errorTitle } = useText(checkoutText);
  const fetcher = useFetcher<CheckoutResult>();
  const echoed = actionData && !actionData.ok ? actionData : undefined;
  const [submitted, setSubmitted] = useState(Boolean(echoed?.fieldErrors));
  const [problem, setProblem] = useState<CheckoutProblem | null>(
    echoed && !echoed.fieldErrors ? { message: echoed.message, productId: echoed.productId } : null,
  );
  const [checking, setChecking] = useState(false);
  const [problemShown, setProblemShown] = useState<CheckoutProblem | null>(null);
  // A second click lands before React re-renders the disabled button: this stops it synchronously.
  const busy = useRef(false);

  // A new answer from the server: show its problem (its field messages go to the form kit).
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    setChecking(false);
    if (result && !result.ok && !result.failed) {
      if (firstInvalid(result.fieldErrors ?? {}, checkoutFields)) {
        setProblem(null);
      } else {
        const found = { message: result.message, productId: result.productId };
        setProblem(found);
        setProblemShown(found);
      }
    }
  }

  useEffect(() => {
    if (problemShown) document.getElementById(checkoutProblemId)?.focus();
  }, [problemShown]);

  const handled = useRef<CheckoutResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    busy.current = false;
    const session = browserStorage("sessionStorage");
    if (!result.ok) {
      if (result.failed) showFailureToast(errorTitle, problemText.failed);
      // Refused outright: nothing was ordered with this key, so a retry after a change starts afresh.
      else if (!result.fieldErrors && session) endAttempt(session);
      return;
    }
    onPlaced();
    let handedOver = false;
    if (session) {
      try {
        storePendingOrder(session, { orderNumber: result.orderNumber, accessToken: result.accessToken });
        handedOver = true;
      } catch {
        // storage refused: the confirmation page gets the order through its link instead
      }
      endAttempt(session);
    }
    const query = handedOver
      ? ""
      : `?${new URLSearchParams({ order: result.orderNumber, token: result.accessToken })}`;
    // The cart empties once the confirmation is on screen, so this page never flashes 'empty'.
    void Promise.resolve(
      navigate(localePath(`/order-confirmation${query}`, locale), { replace: true }),
    ).finally(clearCart);
  }, [result, onPlaced, clearCart, navigate, locale, errorTitle, problemText]);

  const placed = Boolean(fetcher.data?.ok);
  const answer = fetcher.data ?? echoed;

  /** The form's submit: `check` shows the form's messages and says whether there were any. */
  function submit(form: HTMLFormElement, check: (form: HTMLFormElement) => Promise<object | null>) {
    if (busy.current || placed) return;
    busy.current = true;
    setChecking(true);
    setSubmitted(true);
    void checkAndSend(form, check);
  }

  async function checkAndSend(
    form: HTMLFormElement,
    check: (form: HTMLFormElement) => Promise<object | null>,
  ) {
    if (await check(form)) {
      busy.current = false;
      setChecking(false);
      return;
    }
    setProblem(null);
    const session = browserStorage("sessionStorage");
    const formData = new FormData(form);
    formData.set("cart", serializeCart(items));
    const fingerprint = cartFingerprint(items);
    formData.set(
      "idempotencyKey",
      session ? attemptKeyFor(session, fingerprint, newAttemptKey) : newAttemptKey(),
    );
    formData.set("enhanced", "1");
    // Nothing on this page needs reloading after an order; skipping it also keeps a lost connection from
    // turning into the crash screen (the revalidation would fail too).
    await fetcher.submit(formData, {
      method: "post",
      action: localePath("/checkout", locale),
      defaultShouldRevalidate: false,
    });
  }

  return {
    Form: fetcher.Form,
    submit,
    /** The form has been sent once (or came back from the server with messages). */
    submitted,
    pending: checking || fetcher.state !== "idle" || placed,
    problem,
    serverErrors: answer && !answer.ok ? answer.fieldErrors : undefined,
  };
}
