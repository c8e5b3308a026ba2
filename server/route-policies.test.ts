import { describe, expect, it } from "vitest";

import { chainPolicy, declaredPolicy } from "../app/lib/route-policy";
import { walkRoutes } from "../tests/support/route-walk";
import { routedPath } from "./route-policies";

async function walk() {
  return (await walkRoutes()).map((route) => ({ ...route, own: declaredPolicy(route.handles.at(-1)) }));
}

describe("route policies", () => {
  it("every route declares its policy, or sits in a private layout", async () => {
    const undeclared = (await walk())
      .filter(
        (route) => route.own === undefined && !route.handles.some((h) => declaredPolicy(h) === "private"),
      )
      .map((route) => route.file);
    expect(undeclared).toEqual([]);
  });

  it("keeps the pages with a customer's details and the back office private in both languages", async () => {
    const policies = new Map((await walk()).map((route) => [route.path, chainPolicy(route.handles)]));
    for (const personal of [
      "/checkout",
      "/order-confirmation",
      "/track-order",
      "/track-service",
      "/my-appliances",
      "/invoice",
    ]) {
      expect(policies.get(personal), personal).toBe("private");
      expect(policies.get(`/ta${personal}`), `/ta${personal}`).toBe("private");
    }
    for (const staff of ["/admin", "/admin/orders/:id", "/admin/orders.csv", "/admin/login", "/admin/*"]) {
      expect(policies.get(staff), staff).toBe("private");
    }
    for (const live of ["/cart", "/services/book", "/wishlist", "/ta/cart"]) {
      expect(policies.get(live), live).toBe("public");
    }
    for (const shared of ["/", "/shop", "/shop/:category", "/products/:id", "/ta/faq"]) {
      expect(policies.get(shared), shared).toBe("cached");
    }
  });

  it("reads a chain as private when any route in it is, or when the page declares nothing", () => {
    const cached = { cachePolicy: "cached" };
    expect(chainPolicy([undefined, cached])).toBe("cached");
    expect(chainPolicy([{ cachePolicy: "private" }, cached])).toBe("private");
    expect(chainPolicy([cached, undefined])).toBe("private");
    expect(chainPolicy([{ cachePolicy: "shared" }])).toBe("private");
  });

  it("matches data requests and doubled slashes to their page", () => {
    expect(routedPath("/track-service.data")).toBe("/track-service");
    expect(routedPath("/_root.data")).toBe("/");
    expect(routedPath("//ta//track-service")).toBe("/ta/track-service");
    expect(routedPath("")).toBe("/");
  });
});
