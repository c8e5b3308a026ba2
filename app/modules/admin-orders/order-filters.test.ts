import { describe, expect, it } from "vitest";

import {
  awaitingUpiHref,
  filtersQuery,
  hasFilters,
  ordersListHref,
  parseOrderFilters,
} from "./order-filters";

const parse = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe("order list filters", () => {
  it("reads every filter from the URL", () => {
    expect(
      parse(
        "q=+Ravi++Kumar+&status=packed&method=upi&payment=pending&from=2025-03-01&to=2025-03-31&sort=oldest&page=3",
      ),
    ).toEqual({
      q: "Ravi Kumar",
      status: "packed",
      method: "upi",
      payment: "pending",
      from: "2025-03-01",
      to: "2025-03-31",
      oldest: true,
      page: 3,
    });
  });

  it("drops values that do not parse", () => {
    expect(
      parse("status=lost&method=cash&payment=1&from=2025-02-30&to=31/03/2025&sort=newest&page=abc"),
    ).toEqual({
      q: "",
      status: null,
      method: null,
      payment: null,
      from: null,
      to: null,
      oldest: false,
      page: 1,
    });
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=1e9").page).toBe(1);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  it("swaps a reversed date range", () => {
    expect(parse("from=2025-03-31&to=2025-03-01")).toMatchObject({ from: "2025-03-01", to: "2025-03-31" });
  });

  it("writes the filters back without empty values or page 1", () => {
    const filters = parse("q=ORD-1&status=active&page=1&method=");
    expect(filtersQuery(filters)).toBe("q=ORD-1&status=active");
    expect(filtersQuery(filters, 2)).toBe("q=ORD-1&status=active&page=2");
    expect(hasFilters(parse("page=4"))).toBe(false);
    expect(ordersListHref({ method: "upi", payment: "pending", status: "active" })).toBe(
      "/admin/orders?status=active&method=upi&payment=pending",
    );
    expect(ordersListHref({})).toBe("/admin/orders");
    expect(awaitingUpiHref).toBe("/admin/orders?status=active&method=upi&payment=pending&sort=oldest");
  });
});
