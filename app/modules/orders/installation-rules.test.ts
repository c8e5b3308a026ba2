import { describe, expect, it } from "vitest";

import { indiaDayStart } from "~/lib/india-time";

import {
  installationChargeTotal,
  installationDates,
  installationIssue,
  installationOfferText,
  installationProblem,
  orderVisitNeed,
} from "./installation-rules";

// Wednesday 25 Nov 2026, 10 AM in India
const now = indiaDayStart("2026-11-25", 10);

describe("installation rules", () => {
  it("words the product page's line for paid, free and demo visits", () => {
    expect(installationOfferText("installation", 149_900)).toBe("Installation by our technicians: ₹1,499");
    expect(installationOfferText("installation", 0)).toBe("Free installation by our technicians");
    expect(installationOfferText("demo", 0)).toBe("Free demo by our technicians");
    expect(installationOfferText("none", 149_900)).toBeNull();
  });

  it("names the visit and picks installation over a demo", () => {
    expect(installationIssue("installation", "LG Split AC")).toEqual({
      code: "installationOf",
      titles: "LG Split AC",
    });
    expect(installationIssue("demo", "Samsung TV")).toEqual({ code: "demoOf", titles: "Samsung TV" });
    expect(orderVisitNeed(["demo", "installation"])).toBe("installation");
    expect(orderVisitNeed(["none", "demo"])).toBe("demo");
    expect(orderVisitNeed(["none"])).toBe("none");
  });

  it("charges each unit that needs a paid installation", () => {
    expect(
      installationChargeTotal([
        { installation: "installation", installationChargePaise: 149_900, quantity: 2 },
        { installation: "none", installationChargePaise: 50_000, quantity: 1 },
        { installation: "demo", installationChargePaise: 0, quantity: 1 },
      ]),
    ).toBe(299_800);
  });

  it("opens the window on the estimated delivery date and closes it at the booking horizon", () => {
    // non-metro: 4 + 10 business days from Wed 25 Nov is Tue 15 Dec; metro (Chennai): 4 + 6 is Wed 9 Dec
    expect(installationDates(now, "638011")).toEqual({ first: "2026-12-15", last: "2027-01-24" });
    expect(installationDates(now, "600040").first).toBe("2026-12-09");
  });

  it("refuses a missing or early date, a Sunday, a late date and a missing slot", () => {
    expect(installationProblem(undefined, now, "638011")).toEqual({
      field: "installDate",
      code: "installDateRequired",
    });
    expect(installationProblem({ date: "2026-12-14", slot: "morning" }, now, "638011")).toEqual({
      field: "installDate",
      code: "dateFrom",
      date: "2026-12-15",
    });
    expect(installationProblem({ date: "2026-12-20", slot: "morning" }, now, "638011")).toEqual({
      field: "installDate",
      code: "installSunday",
    });
    expect(installationProblem({ date: "2027-02-01", slot: "morning" }, now, "638011")?.field).toBe(
      "installDate",
    );
    for (const slot of ["", "emergency", "night"]) {
      expect(installationProblem({ date: "2026-12-15", slot }, now, "638011")).toEqual({
        field: "installSlot",
        code: "installSlotRequired",
      });
    }
    expect(installationProblem({ date: "2026-12-15", slot: "evening" }, now, "638011")).toBeNull();
  });
});
