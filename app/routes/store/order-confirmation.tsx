import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { data, useFetcher, useSearchParams } from "react-router";

import { orderConfirmationText } from "~/modules/checkout/texts/en/order-confirmation";
import { localeOfPath, localePath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { useCart } from "~/modules/cart/use-cart";
import { OrderDetails } from "~/modules/checkout/components/order-details";
import { OrderUnavailable, type UnavailableReason } from "~/modules/checkout/components/order-unavailable";
import {
  isOrderRef,
  lastOrderKey,
  peekStoredOrder,
  rememberLastOrder,
  settleStoredOrder,
  type OrderRef,
  type StoredOrder,
} from "~/modules/checkout/order-handoff";
import { getOrderByToken } from "~/modules/orders/order-lookup.server";
import type { OrderView } from "~/modules/orders/order-view";
import { paymentOutcomes } from "~/modules/orders/payment-rules";

import type { Route } from "./+types/order-confirmation";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(orderConfirmationText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/order-confirmation" }),
    { name: "robots", content: "noindex" },
  ];
};

type OrderResult =
  | { state: "idle" }
  | { state: "found"; order: OrderView; ref: OrderRef }
  | { state: "not-found" }
  | { state: "failed" };

const noStore = { "Cache-Control": "no-store" };

/**
 * With ?order=&token= the order is read from the database (the page fetches it that way, and a checkout
 * posted without JavaScript redirects here so). Without them the page is the same for everyone: the browser
 * reads the order it just placed from sessionStorage.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderNumber = params.get("order")?.trim().toUpperCase() ?? "";
  const token = params.get("token")?.trim() ?? "";
  if (!params.has("order") && !params.has("token")) {
    return data<OrderResult>({ state: "idle" }, { headers: noStore });
  }
  const ref = { orderNumber, accessToken: token };
  if (!isOrderRef(ref)) return data<OrderResult>({ state: "not-found" }, { status: 404, headers: noStore });
  try {
    const order = await getOrderByToken(context.db, orderNumber, token, {
      locale: localeOfPath(new URL(request.url).pathname),
    });
    if (!order) return data<OrderResult>({ state: "not-found" }, { status: 404, headers: noStore });
    return data<OrderResult>({ state: "found", order, ref }, { headers: noStore });
  } catch (error) {
    console.error("order confirmation lookup failed", error instanceof Error ? error.message : error);
    return data<OrderResult>({ state: "failed" }, { status: 500, headers: noStore });
  }
}

/** A lost connection shows 'Failed to load order details' rather than the crash screen. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<OrderResult> {
  const params = new URL(request.url).searchParams;
  if (!params.has("order") && !params.has("token")) return { state: "idle" };
  try {
    return await serverLoader();
  } catch {
    return { state: "failed" };
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

type Stored = StoredOrder | { status: "unreadable" };

function peekSession(): Stored {
  try {
    return peekStoredOrder(window.sessionStorage);
  } catch {
    return { status: "unreadable" };
  }
}

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const asked = params.get("payment");
  const paymentOutcome = paymentOutcomes.find((outcome) => outcome === asked) ?? null;
  const t = useText(orderConfirmationText);
  const locale = useLocale();
  const fetcher = useFetcher<OrderResult>({ key: "order-confirmation" });
  const hydrated = useHydrated();
  const cart = useCart();

  // What the browser holds is read once, after hydration (the server HTML is the same for everyone).
  const [stored, setStored] = useState<Stored | null>(null);
  if (hydrated && stored === null && loaderData.state === "idle") setStored(peekSession());

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    if (loaderData.state === "found") {
      started.current = true;
      try {
        rememberLastOrder(window.sessionStorage, loaderData.ref);
      } catch {
        // storage refused: the link still works
      }
      return;
    }
    if (!stored || stored.status === "unreadable") return;
    started.current = true;
    try {
      settleStoredOrder(window.sessionStorage, stored);
    } catch {
      // storage refused: nothing to move
    }
    if (stored.status === "found") {
      const query = new URLSearchParams({ order: stored.ref.orderNumber, token: stored.ref.accessToken });
      void fetcher.load(localePath(`/order-confirmation?${query}`, locale));
    }
  }, [loaderData, stored, fetcher, locale]);

  const result: OrderResult | null =
    loaderData.state !== "idle"
      ? loaderData
      : stored?.status === "found"
        ? fetcher.state === "idle" && fetcher.data
          ? fetcher.data
          : null
        : null;

  let view:
    | { kind: "loading" }
    | { kind: "error"; reason: UnavailableReason }
    | { kind: "order"; order: OrderView; token: string };
  if (result?.state === "found") view = { kind: "order", order: result.order, token: result.ref.accessToken };
  else if (result?.state === "not-found") view = { kind: "error", reason: "not-found" };
  else if (result?.state === "failed") view = { kind: "error", reason: "failed" };
  else if (stored?.status === "none") view = { kind: "error", reason: "not-found" };
  else if (stored?.status === "invalid") view = { kind: "error", reason: "invalid" };
  else if (stored?.status === "unreadable") view = { kind: "error", reason: "failed" };
  else view = { kind: "loading" };

  const shown = view.kind === "order";
  useEffect(() => {
    if (shown && cart.ready && cart.items.length > 0) cart.clear();
  }, [shown, cart]);

  // A stored order the server no longer knows is forgotten, so the next visit starts clean.
  useEffect(() => {
    if (result?.state === "not-found" && stored?.status === "found") {
      try {
        window.sessionStorage.removeItem(lastOrderKey);
      } catch {
        // storage refused
      }
    }
  }, [result, stored]);

  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {view.kind === "order" ? (
          <OrderDetails order={view.order} accessToken={view.token} paymentOutcome={paymentOutcome} />
        ) : view.kind === "error" ? (
          <OrderUnavailable reason={view.reason} />
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 py-24 text-slate-600">
            <Icon name="loader-circle" className="size-10 animate-spin text-brand-600" />
            <h1 className="text-xl font-semibold text-slate-900">{t.loading}</h1>
          </div>
        )}
      </div>
    </main>
  );
}
