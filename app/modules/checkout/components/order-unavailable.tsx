import { Icon } from "~/components/ui/icon";

import { Link } from "~/i18n/link";

import { buttonClass } from "~/components/ui/button-styles";

export type UnavailableReason = "not-found" | "invalid" | "failed";

const unavailableMessages: Record<UnavailableReason, string> = {
  "not-found": "No order details found",
  invalid: "Invalid order data",
  failed: "Failed to load order details",
};

/** The confirmation page's error screen (spec sections 2 and 8). */
export function OrderUnavailable({ reason }: { reason: UnavailableReason }) {
  return (
    <section className="mx-auto max-w-2xl rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-slate-200 sm:px-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Icon name="circle-exclamation-point" className="size-8" />
      </span>
      <h1 className="mt-4 text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Order Details Unavailable
      </h1>
      <p
        role="alert"
        className="mt-3 text-center text-lg font-medium text-slate-800"
        data-testid="order-error"
      >
        {unavailableMessages[reason]}
      </p>
      <div className="mt-6 rounded-xl bg-slate-50 p-5 text-slate-700">
        <h2 className="font-semibold text-slate-900">This can happen when:</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>the order was already completed and its details were closed,</li>
          <li>the page was refreshed in a new browser session, or</li>
          <li>you came to this page directly, without placing an order.</li>
        </ul>
        <p className="mt-3">
          If you placed an order, it is safe with us: you can{" "}
          <Link
            to="/track-order"
            className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            track it
          </Link>{" "}
          with its order number and your phone number.
        </p>
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass({ size: "lg" })}>
          <Icon name="house" className="size-5" />
          Return Home
        </Link>
        <Link to="/contact" className={buttonClass({ variant: "secondary", size: "lg" })}>
          <Icon name="headset" className="size-5" />
          Contact Support
        </Link>
        <Link to="/shop" className={buttonClass({ variant: "ghost", size: "lg" })}>
          <Icon name="search" className="size-5" />
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
