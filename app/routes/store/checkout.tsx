import { Icon } from "~/components/ui/icon";
import { formatRupees } from "~/lib/money";
import { codConfirmAbovePaise, confirmWithinHours } from "~/modules/orders/order-limits";
import { orderConfirmRuleText } from "~/modules/orders/texts/en/order-confirm-rule";
import { DataNotice } from "~/modules/privacy/components/data-notice";
import { dataNotice } from "~/modules/privacy/data-notice.server";
import { data, redirect } from "react-router";

import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { Link } from "~/i18n/link";
import { localeOfPath, localeOfRequest, localePath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { getEnv, notifyEmail } from "~/lib/env.server";
import { pageMeta } from "~/lib/seo";
import { useCheckedCart } from "~/modules/cart/use-checked-cart";
import { CheckoutForm } from "~/modules/checkout/components/checkout-form";
import { checkoutFailedMessage, type CheckoutResult } from "~/modules/checkout/checkout-result";
import { submitCheckout } from "~/modules/checkout/checkout.server";
import { currentCustomer } from "~/modules/account/customer-sessions.server";
import { checkoutPrefill, prefillNote, savedAddresses } from "~/modules/account/saved-addresses.server";
import { paymentGateway } from "~/modules/payments/gateway.server";

import type { Route } from "./+types/checkout";
import { readFormValues } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { useOnlinePayment } from "~/lib/use-online-payment";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(checkoutText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/checkout" }),
    { name: "robots", content: "noindex" },
  ];
};

/**
 * The texts checkout shows under its consent boxes, written by the server so the page's script carries
 * none; for a signed-in customer, the details to fill in from the account's address book.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = textIn(orderConfirmRuleText, locale);
  const customer = await currentCustomer(context.db, request);
  const book = customer ? await savedAddresses(context.db, customer.phone) : [];
  const chosen = new URL(request.url).searchParams.get("address");
  return {
    notice: dataNotice("order", locale),
    confirmNote: t.confirmNote(formatRupees(codConfirmAbovePaise), confirmWithinHours),
    confirmSignIn: customer ? null : t.confirmSignIn,
    prefill: customer ? checkoutPrefill(book, customer.phone, chosen) : undefined,
    prefillNote: customer ? prefillNote(book, locale) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormValues(request);
  const customer = await currentCustomer(context.db, request);
  const outcome = await submitCheckout(context.db, form, {
    signedInPhone: customer?.phone ?? null,
    clientAddress: context.clientAddress,
    notifyTo: notifyEmail(getEnv()),
    language: localeOfRequest(request),
    onlinePayment: paymentGateway(getEnv()) !== null,
  });
  // A form posted without JavaScript goes straight to its confirmation (the link carries the access token).
  if (outcome.body.ok && form.enhanced !== "1") {
    const query = new URLSearchParams({ order: outcome.body.orderNumber, token: outcome.body.accessToken });
    return redirect(`${localePath("/order-confirmation", localeOfRequest(request))}?${query}`, 303);
  }
  return data<CheckoutResult>(outcome.body, {
    status: outcome.status,
    headers: { "Cache-Control": "no-store" },
  });
}

/** A lost connection or a server error keeps the form as it is and says so in a toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CheckoutResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: checkoutFailedMessage, failed: true };
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(checkoutText);
  const onlinePayment = useOnlinePayment();
  const { cart, lines, totals, status } = useCheckedCart();
  const empty = cart.ready && cart.items.length === 0;
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link
          to="/cart"
          className="inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-ring"
        >
          <Icon name="arrow-left" className="size-4" />
          {t.backToCart}
        </Link>
        <h1 id="checkout-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t.title}
        </h1>

        {empty ? (
          <EmptyCheckout />
        ) : (
          <div className="mt-6">
            {loaderData.prefillNote ? (
              <p className="mb-4 text-sm text-slate-700">
                {loaderData.prefillNote.text}{" "}
                <Link to="/account" className="font-semibold text-brand-700 underline focus-ring">
                  {loaderData.prefillNote.myAccount}
                </Link>
                .
              </p>
            ) : null}
            <CheckoutForm
              prefill={loaderData.prefill}
              items={cart.items}
              cartReady={cart.ready}
              clearCart={() => cart.clear()}
              lines={lines}
              totals={totals}
              pricesStatus={status}
              actionData={actionData}
              onlinePayment={onlinePayment}
              notices={
                <>
                  <p className="text-sm text-slate-600">
                    {loaderData.confirmNote}{" "}
                    {loaderData.confirmSignIn ? (
                      <Link
                        to="/sign-in?next=checkout"
                        className="font-semibold text-brand-700 underline focus-ring"
                      >
                        {loaderData.confirmSignIn}
                      </Link>
                    ) : null}
                  </p>
                  <DataNotice notice={loaderData.notice} />
                </>
              }
            />
          </div>
        )}
      </div>
    </main>
  );
}

function EmptyCheckout() {
  const t = useText(checkoutText);
  return (
    <section
      aria-labelledby="checkout-empty-title"
      className="mx-auto mt-8 max-w-xl rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="shopping-cart" className="size-8" />
      </span>
      <h2 id="checkout-empty-title" className="mt-4 text-2xl font-bold text-slate-900">
        {t.emptyTitle}
      </h2>
      <p className="mt-2 text-slate-600">{t.emptyLead}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/shop" className={buttonClass({ size: "lg" })}>
          {t.continueShopping}
        </Link>
        <Link to="/offers" className={buttonClass({ variant: "secondary", size: "lg" })}>
          {t.seeOffers}
        </Link>
      </div>
    </section>
  );
}
