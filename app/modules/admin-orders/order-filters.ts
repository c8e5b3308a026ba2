/**
 * The orders list's filters as they travel in the URL (a GET form, so every view is bookmarkable). Values
 * that do not parse are dropped, never an error. Safe for the browser.
 */
import {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "../../../db/enums";
import type { PillTone } from "../../components/admin/admin-ui";
import { statusLabels } from "../orders/order-rules";
import { isIsoDate } from "~/lib/india-time";

/** 'active' is every order but the cancelled ones: what the pending-payment card counts. */
export type StatusFilter = OrderStatus | "active";

export type OrderFilters = {
  /** Order number, phone or name; '' for none. */
  q: string;
  status: StatusFilter | null;
  method: PaymentMethod | null;
  payment: PaymentStatus | null;
  /** YYYY-MM-DD days in India time, both inclusive. */
  from: string | null;
  to: string | null;
  /** Oldest first: the queue of orders waiting for their money, longest wait on top. */
  oldest: boolean;
  page: number;
};

export const ordersPageSize = 25;

export const orderStatusTones: Record<OrderStatus, PillTone> = {
  placed: "info",
  packed: "warning",
  shipped: "info",
  delivered: "success",
  cancelled: "danger",
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
};

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: "active", label: "All but cancelled" },
  ...orderStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function day(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return isIsoDate(trimmed) && trimmed >= "2000-01-01" && trimmed <= "2999-12-31" ? trimmed : null;
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  let from = day(params.get("from"));
  let to = day(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 100),
    status: oneOf<StatusFilter>(["active", ...orderStatuses], params.get("status")),
    method: oneOf(paymentMethods, params.get("method")),
    payment: oneOf(paymentStatuses, params.get("payment")),
    from,
    to,
    oldest: params.get("sort") === "oldest",
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The filters as a query string (without '?'), leaving out empty values and page 1. */
export function filtersQuery(filters: OrderFilters, page = filters.page): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.method) params.set("method", filters.method);
  if (filters.payment) params.set("payment", filters.payment);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.oldest) params.set("sort", "oldest");
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export function hasFilters(filters: OrderFilters): boolean {
  return filtersQuery(filters, 1) !== "";
}

/** "/admin/orders?..." for the dashboard's cards. */
export function ordersListHref(filters: Partial<Omit<OrderFilters, "page">>): string {
  const query = filtersQuery({
    q: "",
    status: null,
    method: null,
    payment: null,
    from: null,
    to: null,
    oldest: false,
    page: 1,
    ...filters,
  });
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

/** The UPI orders still waiting for their money, the longest wait first: the cashier's queue. */
export const awaitingUpiHref = ordersListHref({
  status: "active",
  method: "upi",
  payment: "pending",
  oldest: true,
});
