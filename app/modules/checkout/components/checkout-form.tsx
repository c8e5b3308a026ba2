import { lazy, Suspense, type ReactNode } from "react";

import { errorCount } from "~/components/form/field-errors";
import { controlClass, ErrorSummary, Field } from "~/components/form/field";
import { lazyModule } from "~/components/form/lazy-module";
import { recheckOnBlur } from "~/components/form/recheck-on-blur";
import { useFormCheck } from "~/components/form/use-form-check";
import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { useLocalePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/text";
import { useHydrated } from "~/lib/use-hydrated";

import type { CheckedCartLine, CheckedCartTotals } from "../../cart/cart-prices";
import type { CartItem } from "../../cart/use-cart";
import { checkoutFields } from "../../orders/checkout-fields";
import { serializeCart } from "../cart-payload";
import { totalsWithInstallationBy } from "../installation-totals";
import type { CheckoutResult } from "../checkout-result";
import { useCheckoutDetails } from "../use-checkout-details";
import { usePlaceOrder } from "../use-place-order";
import { checkoutField, legendClass, sectionClass } from "./checkout-field";
import { CheckoutProblem } from "./checkout-problem";
import { CheckoutSummary } from "./checkout-summary";
import { ConsentFields } from "./consent-fields";
import { DeliveryAddressFields } from "./delivery-address-fields";
import { PaymentMethodField } from "./payment-method-field";
import { PlaceOrderBar } from "./place-order-bar";
import { MessageTexts } from "~/i18n/text";
import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { checkoutProblems } from "~/modules/orders/texts/en/checkout-problems";

/** Only carts with a product to install need the visit's date and slot picker: it loads with them. */
const InstallationFields = lazy(() =>
  import("./installation-fields").then((module) => ({ default: module.InstallationFields })),
);

/** zod and the checkout schema load when the shopper starts on the form, not with the page. */
const validator = lazyModule(() =>
  import("../../orders/checkout.schema").then((schema) => schema.checkoutErrors),
);

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
  /** Whether online payment (the gateway) is offered. */
  onlinePayment: boolean;
  /** What the server says under the consent boxes: the confirmation rule and the data notice. */
  notices: ReactNode;
  /** The signed-in account's details to start from (its address book). */
  prefill?: Record<string, string>;
};

/** The message namespaces whose codes this form's or page's answers carry. */
const formMessages = [checkoutMessages, checkoutProblems];

/**
 * The checkout form. With JavaScript it checks every field with the checkout schema before sending, and
 * sends the details, the cart's ids and quantities and this attempt's idempotency key through a fetcher;
 * without it, it is a plain POST that the action answers with the page and its errors, or a redirect.
 * Once shown, a field's message stays while the shopper types (the kit's clear-on-edit is left off) and is
 * checked again when they leave the field.
 */
export function CheckoutForm({
  items,
  cartReady,
  clearCart,
  lines,
  totals,
  pricesStatus,
  actionData,
  onlinePayment,
  notices,
  prefill,
}: Props) {
  const t = useText(checkoutText);
  const localePath = useLocalePath();
  const enhanced = useHydrated();
  const echoed = actionData && !actionData.ok ? actionData : undefined;
  const { values, set, remember } = useCheckoutDetails(echoed?.values, prefill);
  const order = usePlaceOrder({ items, actionData, clearCart, onPlaced: remember });
  const { errors, setErrors, check, formProps, afterPress } = useFormCheck({
    fields: checkoutFields,
    validator,
    serverErrors: order.serverErrors,
  });
  const checkedLines = cartReady ? lines : null;
  const checkedTotals = cartReady ? totalsWithInstallationBy(totals, values.installBy) : null;
  // Without JavaScript the cart is not known until the server answers a post; its answer keeps the visit.
  const echoedVisit =
    echoed?.values?.installationNeeded === "1" ||
    Boolean(echoed?.fieldErrors?.installDate ?? echoed?.fieldErrors?.installSlot);
  const visitNeed =
    cartReady && totals.visitNeed !== "none" ? totals.visitNeed : echoedVisit ? "installation" : null;
  const postedCart = cartReady || items.length > 0 ? serializeCart(items) : (echoed?.values?.cart ?? "[]");

  return (
    <MessageTexts value={formMessages}>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <order.Form
          method="post"
          action={localePath("/checkout")}
          noValidate
          {...formProps}
          onChange={undefined}
          onBlur={recheckOnBlur({
            fields: checkoutFields,
            validator,
            setErrors,
            afterPress,
            active: order.submitted,
          })}
          onSubmit={(event) => {
            event.preventDefault();
            order.submit(event.currentTarget, check);
          }}
          aria-labelledby="checkout-title"
          className="space-y-6"
        >
          <ErrorSummary count={errorCount(errors)} />

          <input type="hidden" name="country" value="India" />
          <input type="hidden" name="cart" value={postedCart} />

          <fieldset className={sectionClass}>
            <legend className={legendClass}>{t.contact}</legend>
            <div className="clear-both grid gap-5 sm:grid-cols-2">
              <Field {...checkoutField("name", errors)} label={t.name} required className="sm:col-span-2">
                {(props) => (
                  <input
                    type="text"
                    autoComplete="name"
                    required
                    className={controlClass}
                    value={values.name}
                    onChange={(event) => set("name", event.target.value)}
                    {...props}
                  />
                )}
              </Field>
              <Field {...checkoutField("email", errors)} label={t.email} required>
                {(props) => (
                  <input
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    required
                    className={controlClass}
                    value={values.email}
                    onChange={(event) => set("email", event.target.value)}
                    {...props}
                  />
                )}
              </Field>
              <Field {...checkoutField("phone", errors)} label={t.phone} required>
                {(props) => (
                  <input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="98765 43210"
                    required
                    className={controlClass}
                    value={values.phone}
                    onChange={(event) => set("phone", event.target.value)}
                    {...props}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <DeliveryAddressFields values={values} set={set} errors={errors} />

          {visitNeed ? (
            <Suspense fallback={null}>
              <InstallationFields
                need={visitNeed}
                chargePaise={cartReady ? totals.installationPaise : null}
                values={values}
                set={set}
                errors={errors}
              />
            </Suspense>
          ) : null}

          <PaymentMethodField
            value={values.paymentMethod}
            onChange={(method) => set("paymentMethod", method)}
            onlinePayment={onlinePayment}
            error={errors.paymentMethod}
          />

          <ConsentFields values={values} set={set} error={errors.agreeTerms} />
          {notices}

          <CheckoutProblem problem={order.problem} />

          <PlaceOrderBar
            paymentMethod={values.paymentMethod}
            pending={order.pending}
            disabled={enhanced && cartReady && items.length === 0}
            lines={checkedLines}
            totals={checkedTotals}
          />
        </order.Form>

        <CheckoutSummary
          lines={checkedLines}
          totals={checkedTotals}
          pricesStatus={pricesStatus}
          flaggedProductId={order.problem?.productId}
        />
      </div>
    </MessageTexts>
  );
}
