import type { CheckedCartTotals } from "../cart/cart-prices";

/**
 * The totals of an order as checkout's installation choice makes them: the installation charge only when
 * our technicians install (`by` is "dealer"); with the brand, no installation or no choice yet, none.
 */
export function totalsWithInstallationBy(totals: CheckedCartTotals, by: string): CheckedCartTotals {
  if (totals.visitNeed === "none" || by === "dealer") return totals;
  return { ...totals, installationPaise: 0, orderTotalPaise: totals.subtotalPaise, visitNeed: "none" };
}
