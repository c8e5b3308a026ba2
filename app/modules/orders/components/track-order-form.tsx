import { Search } from "lucide-react";
import { Form, useNavigation } from "react-router";

import type { TrackOrderErrors } from "../track-order.schema";

const controlClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 aria-invalid:border-red-600";

/** Order number and phone, posted so the phone number never lands in a URL or a log. */
export function TrackOrderForm({
  orderNumber,
  errors = {},
  message,
}: {
  orderNumber: string;
  errors?: TrackOrderErrors;
  message?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "lookup";
  return (
    <Form
      method="post"
      aria-labelledby="track-order-form-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="track-order-form-title" className="text-xl font-semibold text-slate-900">
        Find your order
      </h2>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="track-order-number" className="font-medium text-slate-800">
            Order number
          </label>
          <input
            id="track-order-number"
            name="orderNumber"
            type="text"
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="ORD-XXXXXX-XXXXXX"
            defaultValue={orderNumber}
            className={`${controlClass} font-mono uppercase`}
            aria-invalid={errors.orderNumber ? true : undefined}
            aria-describedby={errors.orderNumber ? "track-order-number-error" : undefined}
          />
          {errors.orderNumber ? (
            <p id="track-order-number-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.orderNumber}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="track-order-phone" className="font-medium text-slate-800">
            Mobile number used at checkout
          </label>
          <input
            id="track-order-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            placeholder="98765 43210"
            className={controlClass}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? "track-order-phone-error" : undefined}
          />
          {errors.phone ? (
            <p id="track-order-phone-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.phone}
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="submit"
        name="intent"
        value="lookup"
        disabled={busy}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 sm:w-auto"
      >
        <Search className="size-5" aria-hidden />
        {busy ? "Searching..." : "Track order"}
      </button>
    </Form>
  );
}
