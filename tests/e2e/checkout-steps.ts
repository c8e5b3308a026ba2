import { expect, type Page } from "@playwright/test";

import { freshAddress, freshMobile, seedCart, type SeedItem } from "./page-helpers";

/**
 * The server limits order attempts per client address and trusts X-Forwarded-For from loopback, so each
 * test orders as its own address and the tests do not use up each other's allowance.
 */
export async function waitForHydration(page: Page, notifications = "Notifications") {
  await expect(page.locator(`section[aria-label^="${notifications}"]`)).toBeAttached({ timeout: 15_000 });
}

export async function openCheckout(page: Page, items?: SeedItem[]) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  if (items) await seedCart(page, items);
  await page.goto("/checkout");
  await waitForHydration(page);
}

export function fields(page: Page) {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  return {
    name: box("Full name"),
    email: box("Email"),
    phone: box("Phone number"),
    address: box("Address"),
    address2: box("Apartment, landmark (optional)"),
    city: box("City"),
    state: page.getByRole("combobox", { name: "State" }),
    pincode: box("Pincode"),
    terms: page.getByRole("checkbox", { name: "I agree to the terms and conditions" }),
    saveInfo: page.getByRole("checkbox", { name: "Save my information for next time" }),
    submit: page.getByRole("button", { name: /Place Order|Processing\.\.\./ }),
  };
}

/** Fills every required field; the phone is a fresh number unless given, and is returned. */
export async function fillValid(
  page: Page,
  overrides: Partial<Record<"name" | "pincode" | "city" | "phone", string>> = {},
): Promise<string> {
  const f = fields(page);
  const phone = overrides.phone ?? freshMobile();
  await f.name.fill(overrides.name ?? "Priya Raman");
  await f.email.fill("priya@example.in");
  await f.phone.fill(phone);
  await f.address.fill("12, Gandhi Road, Periyar Nagar");
  await f.address2.fill("Near the water tank");
  await f.city.fill(overrides.city ?? "Erode");
  await f.state.selectOption("Tamil Nadu");
  await f.pincode.fill(overrides.pincode ?? "638001");
  await f.terms.check();
  return phone;
}

export async function placeOrder(page: Page) {
  await fields(page).submit.click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByTestId("order-number")).toHaveText(/^ORD-\d{6}-[A-Z0-9]{6}$/);
  return (await page.getByTestId("order-number").textContent()) ?? "";
}
