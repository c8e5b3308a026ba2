import { Banknote, CircleAlert, CreditCard, Lock, QrCode, Truck } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";

import { buttonClass } from "~/components/ui/button-styles";
import { formatRupeesWithPaise } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";

import type { CheckedCartLine, CheckedCartTotals } from "../../cart/cart-prices";
import type { CartItem } from "../../cart/use-cart";
import type { CheckoutErrors, CheckoutField } from "../../orders/checkout.schema";
import { cartFingerprint, serializeCart } from "../cart-payload";
import { attemptKeyFor, endAttempt } from "../checkout-attempt";
import { checkoutFailedMessage, type CheckoutResult } from "../checkout-result";
import { deliveryEstimate, processingDays } from "../delivery-estimate";
import { defaultState, indianStates } from "../indian-states";
import { storePendingOrder } from "../order-handoff";
import { forgetSavedInfo, pickSavedInfo, readSavedInfo, writeSavedInfo } from "../saved-info";
import { CheckoutSummary } from "./checkout-summary";
import {
  controlClass,
  errorId,
  FieldError,
  fieldId,
  labelClass,
  OptionalMark,
  RequiredMark,
} from "./form-controls";

/** zod and the schema load when the shopper starts on the form, not with the page. */
const loadSchema = () => import("../../orders/checkout.schema");

type TextField = "name" | "email" | "phone" | "address" | "address2" | "city" | "state" | "pincode";
type PaymentMethod = "cod" | "card" | "upi";

type Values = Record<TextField, string> & {
  paymentMethod: PaymentMethod;
  saveInfo: boolean;
  agreeTerms: boolean;
};

/** The order the form shows fields in: the first invalid one gets the focus. */
const fieldOrder: CheckoutField[] = [
  "name",
  "email",
  "phone",
  "address",
  "address2",
  "city",
  "state",
  "pincode",
  "country",
  "paymentMethod",
  "agreeTerms",
];

const paymentOptions: { value: PaymentMethod; label: string; hint: string; icon: typeof Banknote }[] = [
  { value: "cod", label: "Cash on Delivery", hint: "Pay in cash when your order arrives.", icon: Banknote },
  {
    value: "card",
    label: "Card (pay on delivery)",
    hint: "Pay by debit or credit card on the delivery person's card machine.",
    icon: CreditCard,
  },
  {
    value: "upi",
    label: "UPI",
    hint: "After you place the order you get a QR code and a payment link for any UPI app.",
    icon: QrCode,
  },
];

function initialValues(echoed?: Record<string, string>): Values {
  const method = echoed?.paymentMethod;
  return {
    name: echoed?.name ?? "",
    email: echoed?.email ?? "",
    phone: echoed?.phone ?? "",
    address: echoed?.address ?? "",
    address2: echoed?.address2 ?? "",
    city: echoed?.city ?? "",
    state: echoed?.state || defaultState,
    pincode: echoed?.pincode ?? "",
    paymentMethod: method === "card" || method === "upi" ? method : "cod",
    saveInfo: echoed?.saveInfo === "on",
    agreeTerms: echoed?.agreeTerms === "on",
  };
}

function schemaInput(values: Values) {
  return {
    ...values,
    country: "India",
    saveInfo: values.saveInfo,
    agreeTerms: values.agreeTerms ? true : undefined,
  };
}

function firstInvalid(errors: CheckoutErrors): CheckoutField | undefined {
  return fieldOrder.find((field) => errors[field]);
}

function focusField(field: CheckoutField) {
  const target =
    field === "paymentMethod"
      ? document.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked')
      : document.getElementById(fieldId(field));
  target?.focus();
}

function showFailureToast() {
  void import("sonner").then(({ toast }) =>
    toast.error("Error", { id: "checkout-error", description: checkoutFailedMessage, duration: 5000 }),
  );
}

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, "0"),
      ).join("");
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type Props = {
  items: CartItem[];
  /** False until the stored cart has been read (server HTML and hydration). */
  cartReady: boolean;
  clearCart: () => void;
  /** The cart's lines checked against the server's current prices and stock. */
  lines: CheckedCartLine[];
  totals: CheckedCartTotals;
  pricesStatus: "loading" | "ready" | "error";
  /** The action's answer to a form posted without JavaScript. */
  actionData?: CheckoutResult;
};

/**
 * The checkout form. With JavaScript it checks every field with the checkout schema before sending, and
 * sends the details, the cart's ids and quantities and this attempt's idempotency key through a fetcher;
 * without it, it is a plain POST that the action answers with the page and its errors, or a redirect.
 */
export function CheckoutForm({
  items,
  cartReady,
  clearCart,
  lines: checkedLines,
  totals: checkedTotals,
  pricesStatus,
  actionData,
}: Props) {
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<CheckoutResult>();
  const echoed = actionData && !actionData.ok ? actionData : undefined;

  const [values, setValues] = useState<Values>(() => initialValues(echoed?.values));
  const [errors, setErrors] = useState<CheckoutErrors>(echoed?.fieldErrors ?? {});
  const [submitted, setSubmitted] = useState(Boolean(echoed?.fieldErrors));
  const [problem, setProblem] = useState<{ message: string; productId?: number } | null>(
    echoed && !echoed.fieldErrors ? { message: echoed.message, productId: echoed.productId } : null,
  );
  const [checking, setChecking] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ field: CheckoutField | "problem" } | null>(null);
  // A second click lands before React re-renders the disabled button: this stops it synchronously.
  const busy = useRef(false);

  const lines = cartReady ? checkedLines : null;
  const totals = cartReady ? checkedTotals : null;
  const cartJson = serializeCart(items);
  const fingerprint = cartFingerprint(items);

  // Saved details fill the form once, in the browser (never over what a no-JavaScript post echoed back).
  const [prefilled, setPrefilled] = useState(false);
  if (enhanced && !prefilled) {
    setPrefilled(true);
    const storage = echoed ? null : safeLocalStorage();
    const saved = storage ? readSavedInfo(storage) : null;
    if (saved)
      setValues((current) => ({ ...current, ...saved, state: saved.state || current.state, saveInfo: true }));
  }

  // A new answer from the server: show its errors or its problem (side effects follow in the effect below).
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    setChecking(false);
    if (result && !result.ok && !result.failed) {
      const fieldErrors = result.fieldErrors ?? {};
      const first = firstInvalid(fieldErrors);
      if (first) {
        setErrors(fieldErrors);
        setProblem(null);
        setFocusTarget({ field: first });
      } else {
        setProblem({ message: result.message, productId: result.productId });
        setFocusTarget({ field: "problem" });
      }
    }
  }

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.field === "problem") document.getElementById("checkout-problem")?.focus();
    else focusField(focusTarget.field);
  }, [focusTarget]);

  const handled = useRef<CheckoutResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    busy.current = false;
    const session = safeSessionStorage();
    if (!result.ok) {
      if (result.failed) showFailureToast();
      // Refused outright: nothing was ordered with this key, so a retry after a change starts afresh.
      else if (!result.fieldErrors && session) endAttempt(session);
      return;
    }
    const local = safeLocalStorage();
    if (local) {
      if (values.saveInfo) writeSavedInfo(local, pickSavedInfo(values));
      else forgetSavedInfo(local);
    }
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
    void Promise.resolve(navigate(`/order-confirmation${query}`, { replace: true })).finally(clearCart);
  }, [result, values, clearCart, navigate]);

  const placed = Boolean(fetcher.data?.ok);
  const pending = checking || fetcher.state !== "idle" || placed;

  async function validate(current: Values): Promise<CheckoutErrors | null> {
    try {
      const schema = await loadSchema();
      return schema.checkoutErrors(schemaInput(current)) ?? {};
    } catch {
      // the schema could not be fetched: the server checks everything anyway
      return null;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || placed) return;
    busy.current = true;
    setChecking(true);
    setSubmitted(true);
    void checkAndSend(event.currentTarget);
  }

  async function checkAndSend(form: HTMLFormElement) {
    const found = await validate(values);
    if (found && Object.keys(found).length > 0) {
      busy.current = false;
      setChecking(false);
      setErrors(found);
      const first = firstInvalid(found);
      if (first) setFocusTarget({ field: first });
      return;
    }
    setErrors({});
    setProblem(null);
    const session = safeSessionStorage();
    const formData = new FormData(form);
    formData.set("cart", cartJson);
    formData.set("idempotencyKey", session ? attemptKeyFor(session, fingerprint, newKey) : newKey());
    formData.set("enhanced", "1");
    // Nothing on this page needs reloading after an order; skipping it also keeps a lost connection from
    // turning into the crash screen (the revalidation would fail too).
    await fetcher.submit(formData, { method: "post", action: "/checkout", defaultShouldRevalidate: false });
  }

  async function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (!submitted) return;
    const name = (event.target as { name?: string }).name as CheckoutField | undefined;
    if (!name || !fieldOrder.includes(name)) return;
    const found = await validate(values);
    if (!found) return;
    setErrors(({ [name]: _old, ...rest }) => (found[name] ? { ...rest, [name]: found[name] } : rest));
  }

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  const a11y = (field: CheckoutField, hintIds: string[] = []) => {
    const described = [...hintIds, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ");
    return {
      id: fieldId(field),
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": described || undefined,
    };
  };

  const text = (field: TextField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    ...a11y(field),
  });

  const estimate = deliveryEstimate(values.pincode);
  const errorCount = fieldOrder.filter((field) => errors[field]).length;
  const hasBlockingIssue = lines?.some(
    (line) => line.issue === "unavailable" || line.issue === "out-of-stock",
  );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <fetcher.Form
        method="post"
        action="/checkout"
        noValidate
        onSubmit={handleSubmit}
        onBlur={(event) => void handleBlur(event)}
        onFocus={() => void loadSchema().catch(() => {})}
        aria-labelledby="checkout-title"
        className="space-y-6"
      >
        {errorCount > 0 ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.
          </p>
        ) : null}

        <input type="hidden" name="country" value="India" />
        <input type="hidden" name="cart" value={cartJson} />

        <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <legend className="float-left mb-4 w-full text-xl font-bold text-slate-900">Contact</legend>
          <div className="clear-both grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <label htmlFor={fieldId("name")} className={labelClass}>
                Full name
                <RequiredMark />
              </label>
              <input type="text" autoComplete="name" required className={controlClass} {...text("name")} />
              <FieldError field="name" message={errors.name} />
            </div>
            <div>
              <label htmlFor={fieldId("email")} className={labelClass}>
                Email
                <RequiredMark />
              </label>
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                className={controlClass}
                {...text("email")}
              />
              <FieldError field="email" message={errors.email} />
            </div>
            <div>
              <label htmlFor={fieldId("phone")} className={labelClass}>
                Phone number
                <RequiredMark />
              </label>
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="98765 43210"
                required
                className={controlClass}
                {...text("phone")}
              />
              <FieldError field="phone" message={errors.phone} />
            </div>
          </div>
        </fieldset>

        <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <legend className="float-left mb-4 w-full text-xl font-bold text-slate-900">Shipping</legend>
          <div className="clear-both grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <label htmlFor={fieldId("address")} className={labelClass}>
                Address
                <RequiredMark />
              </label>
              <input
                type="text"
                autoComplete="address-line1"
                placeholder="House number, street, area"
                required
                className={controlClass}
                {...text("address")}
              />
              <FieldError field="address" message={errors.address} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={fieldId("address2")} className={labelClass}>
                Apartment, landmark
                <OptionalMark />
              </label>
              <input
                type="text"
                autoComplete="address-line2"
                className={controlClass}
                {...text("address2")}
              />
              <FieldError field="address2" message={errors.address2} />
            </div>
            <div>
              <label htmlFor={fieldId("city")} className={labelClass}>
                City
                <RequiredMark />
              </label>
              <input
                type="text"
                autoComplete="address-level2"
                required
                className={controlClass}
                {...text("city")}
              />
              <FieldError field="city" message={errors.city} />
            </div>
            <div>
              <label htmlFor={fieldId("state")} className={labelClass}>
                State
                <RequiredMark />
              </label>
              <select
                autoComplete="address-level1"
                required
                className={controlClass}
                value={values.state}
                onChange={(event) => set("state", event.target.value)}
                {...a11y("state")}
              >
                <option value="">Select a state</option>
                {indianStates.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
              <FieldError field="state" message={errors.state} />
            </div>
            <div>
              <label htmlFor={fieldId("pincode")} className={labelClass}>
                Pincode
                <RequiredMark />
              </label>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                placeholder="638001"
                required
                className={controlClass}
                value={values.pincode}
                onChange={(event) => set("pincode", event.target.value.replace(/[^\d]/g, "").slice(0, 6))}
                {...a11y("pincode", ["checkout-delivery-estimate"])}
              />
              <FieldError field="pincode" message={errors.pincode} />
            </div>
            <div>
              <p className={labelClass}>Country</p>
              <p className="mt-1.5 flex min-h-11 items-center text-slate-700">India</p>
            </div>
            <div id="checkout-delivery-estimate" aria-live="polite" className="sm:col-span-2">
              {estimate ? (
                <p
                  className="flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-900 ring-1 ring-green-200"
                  data-testid="delivery-estimate"
                >
                  <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    <strong>{estimate.summary}</strong> Orders are dispatched within {processingDays.min}-
                    {processingDays.max} business days. Free shipping.
                  </span>
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>

        <fieldset
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          aria-describedby={errors.paymentMethod ? errorId("paymentMethod") : undefined}
        >
          <legend className="float-left mb-4 w-full text-xl font-bold text-slate-900">Payment</legend>
          <div className="clear-both grid gap-3">
            {paymentOptions.map((option) => {
              const Icon = option.icon;
              return (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={option.value}
                    checked={values.paymentMethod === option.value}
                    onChange={() => set("paymentMethod", option.value)}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                  <span>
                    <span className="block font-medium text-slate-900">{option.label}</span>
                    <span className="block text-sm text-slate-600">{option.hint}</span>
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError field="paymentMethod" message={errors.paymentMethod} />
        </fieldset>

        <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                checked={values.agreeTerms}
                onChange={(event) => set("agreeTerms", event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                {...a11y("agreeTerms")}
              />
              <label htmlFor={fieldId("agreeTerms")} className="text-slate-800">
                I agree to the{" "}
                <Link
                  to="/terms"
                  className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  terms and conditions
                </Link>
                <RequiredMark />
              </label>
            </div>
            <FieldError field="agreeTerms" message={errors.agreeTerms} />
          </div>
          <div className="flex items-start gap-3">
            <input
              id="checkout-saveInfo"
              name="saveInfo"
              type="checkbox"
              checked={values.saveInfo}
              onChange={(event) => set("saveInfo", event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              aria-describedby="checkout-saveInfo-hint"
            />
            <div>
              <label htmlFor="checkout-saveInfo" className="text-slate-800">
                Save my information for next time
              </label>
              <p id="checkout-saveInfo-hint" className="text-sm text-slate-600">
                Kept only in this browser.
              </p>
            </div>
          </div>
        </div>

        {problem ? (
          <div
            id="checkout-problem"
            role="alert"
            tabIndex={-1}
            className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div>
              <p>{problem.message}</p>
              {problem.productId !== undefined ? (
                <Link to="/cart" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
                  Review your cart
                </Link>
              ) : null}
            </div>
          </div>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            disabled={pending || (enhanced && cartReady && items.length === 0)}
            aria-describedby={hasBlockingIssue ? "checkout-blocking" : undefined}
            className={buttonClass({ size: "lg", className: "w-full shadow-sm sm:w-auto" })}
          >
            <Lock className="size-5" aria-hidden />
            {pending ? "Processing..." : "Place Order"}
          </button>
          {hasBlockingIssue ? (
            <p id="checkout-blocking" className="text-sm font-medium text-red-700">
              A product in your cart cannot be ordered. Please update your cart.
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              {totals ? (
                <span className="block font-semibold text-slate-900">
                  Total to pay {formatRupeesWithPaise(totals.subtotalPaise)}
                </span>
              ) : null}
              You pay on delivery, or by UPI after placing the order.
            </p>
          )}
        </div>
      </fetcher.Form>

      <CheckoutSummary
        lines={lines}
        totals={totals}
        pricesStatus={pricesStatus}
        flaggedProductId={problem?.productId}
      />
    </div>
  );
}
