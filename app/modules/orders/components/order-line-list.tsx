import type { ReactNode } from "react";

import { orderLinesText } from "~/modules/orders/texts/en/order-lines";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { formatRupees, formatRupeesWithPaise } from "~/lib/money";

export type OrderLineItem = {
  key: string;
  image: string;
  title: string;
  /** The product page; without it the title is plain text. */
  href?: string;
  quantity: number;
  /** Shown as "Qty 2 × ₹…" when given; the tracking page shows the quantity only. */
  unitPricePaise?: number;
  /** null: no figure for the line (shown as a dash). */
  lineTotalPaise: number | null;
  /** Under the quantity, e.g. a stock problem. */
  note?: ReactNode;
};

/** An order's stored lines, each title linking to its product page. */
export function orderLineItems(
  lines: {
    productId: number;
    title: string;
    image: string;
    quantity: number;
    unitPricePaise?: number;
    lineTotalPaise: number;
  }[],
): OrderLineItem[] {
  return lines.map((line) => ({
    key: String(line.productId),
    image: line.image,
    title: line.title,
    href: `/products/${line.productId}`,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    lineTotalPaise: line.lineTotalPaise,
  }));
}

/**
 * What was (or is about to be) bought: image, title, quantity × unit price and the line total. Whole rupees
 * on the order pages, two decimals (`withPaise`) where the checkout shows the server's current prices.
 */
export function OrderLineList({
  lines,
  withPaise = false,
  className = "mt-4",
  testId,
  lineTotalTestId,
}: {
  lines: OrderLineItem[];
  withPaise?: boolean;
  className?: string;
  testId?: string;
  lineTotalTestId?: string;
}) {
  const t = useText(orderLinesText);
  const money = withPaise ? formatRupeesWithPaise : formatRupees;
  return (
    <ul className={`${className} divide-y divide-slate-100`} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3 first:pt-0">
          <img
            src={line.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200"
          />
          <div className="min-w-0 flex-1">
            {line.href ? (
              <Link
                to={line.href}
                className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {line.title}
              </Link>
            ) : (
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{line.title}</p>
            )}
            <p className="mt-1 text-sm text-slate-600">
              {t.quantity(line.quantity)}
              {line.unitPricePaise === undefined ? null : ` × ${money(line.unitPricePaise)}`}
            </p>
            {line.note}
          </div>
          <p
            className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums"
            data-testid={lineTotalTestId}
          >
            {line.lineTotalPaise === null ? "—" : money(line.lineTotalPaise)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Subtotal at MRP, the discounts, free shipping and the total. `testIdPrefix` names the figures for tests
 * (`<prefix>-subtotal`, `-discount`, `-total`).
 */
export function OrderTotals({
  subtotalPaise,
  discountPaise,
  totalPaise,
  installationPaise = null,
  withPaise = false,
  testIdPrefix,
}: {
  subtotalPaise: number;
  discountPaise: number;
  /** Includes the installation charge. */
  totalPaise: number;
  /** The installation row: null for an order without a visit, 0 when the visit is free. */
  installationPaise?: number | null;
  withPaise?: boolean;
  testIdPrefix: string;
}) {
  const t = useText(orderLinesText);
  const money = withPaise ? formatRupeesWithPaise : formatRupees;
  return (
    <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t.subtotal}</dt>
        <dd className="text-slate-900 tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
          {money(subtotalPaise)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t.totalDiscounts}</dt>
        <dd className="font-medium text-green-700 tabular-nums" data-testid={`${testIdPrefix}-discount`}>
          {discountPaise > 0 ? "−" : ""}
          {money(discountPaise)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t.shipping}</dt>
        <dd className="font-medium text-green-700">{t.free}</dd>
      </div>
      {installationPaise === null ? null : (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t.installation}</dt>
          <dd
            className={installationPaise > 0 ? "text-slate-900 tabular-nums" : "font-medium text-green-700"}
            data-testid={`${testIdPrefix}-installation`}
          >
            {installationPaise > 0 ? money(installationPaise) : t.free}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-bold text-slate-900">{t.total}</dt>
        <dd className="font-bold text-slate-900 tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {money(totalPaise)}
        </dd>
      </div>
    </dl>
  );
}
