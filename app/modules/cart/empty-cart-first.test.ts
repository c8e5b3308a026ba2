import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { cartPageIds, showEmptyCartFirst } from "./empty-cart-first";

/** Runs the script against a stand-in page whose saved cart is `saved`; says what it switched. */
function run(saved: string | null | Error) {
  const linkClasses: string[] = [];
  const elements: Record<string, unknown> = {
    [cartPageIds.empty]: { hidden: true },
    [cartPageIds.loading]: { hidden: false },
    [cartPageIds.continueLink]: { classList: { add: (name: string) => void linkClasses.push(name) } },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (saved instanceof Error) throw saved;
      return key === "cart" ? saved : null;
    },
  };
  runInNewContext(showEmptyCartFirst, {
    localStorage,
    document: { getElementById: (id: string) => elements[id] },
  });
  return {
    empty: !(elements[cartPageIds.empty] as { hidden: boolean }).hidden,
    skeleton: !(elements[cartPageIds.loading] as { hidden: boolean }).hidden,
    linkHidden: linkClasses.includes("invisible"),
  };
}

describe("showEmptyCartFirst", () => {
  it.each([null, "[]", '{"items":[]}'])("shows the empty cart for %j", (saved) => {
    expect(run(saved)).toEqual({ empty: true, skeleton: false, linkHidden: true });
  });

  it.each([
    '[{"id":"1","title":"TV","price":100,"quantity":1,"image":"/x.svg"}]',
    '{"items":[{"id":"1"}]}',
    "{not json",
    '"cart"',
    "null",
    new Error("storage is off"),
  ])("leaves the skeleton for %j", (saved) => {
    expect(run(saved)).toEqual({ empty: false, skeleton: true, linkHidden: false });
  });
});
