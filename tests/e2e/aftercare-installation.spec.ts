import crypto from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { fillInstallationVisit, installationVisitChoice } from "../support/installation-visit";
import { signInAsOwner } from "./admin-session";
import { freshAddress } from "./page-helpers";

const splitAc = { id: "4", title: "LG 1.5 Ton 5 Star AI DUAL Inverter Split AC" };
const slotLabels = {
  morning: "Morning (9 AM - 12 PM)",
  afternoon: "Afternoon (12 PM - 3 PM)",
  evening: "Evening (3 PM - 6 PM)",
};

function phoneNumber(): string {
  return `98${String(crypto.randomInt(10_000_000, 99_999_999))}`;
}

const customer = {
  name: "Lakshmi Narayanan",
  email: "lakshmi@example.in",
  address: "7, Brough Road, Near the Clock Tower",
  city: "Erode",
  state: "Tamil Nadu",
  pincode: "638001",
  country: "India",
  paymentMethod: "cod",
  agreeTerms: "on",
};

/** The Voltas split AC (more in stock) for the orders placed by plain posts. */
const voltasAc = "5";

/** A form posted without JavaScript, as the checkout page's plain form sends it. */
function postCheckout(request: APIRequestContext, address: string, fields: Record<string, string>) {
  return request.post("/checkout", {
    form: { ...customer, cart: JSON.stringify([{ id: voltasAc, quantity: 1 }]), ...fields },
    headers: { "X-Forwarded-For": address },
    maxRedirects: 0,
  });
}

/** Repair bookings take the slot's remaining places: installations and repairs share one pool. */
async function fillSlotWithRepairs(
  request: APIRequestContext,
  choice: { installDate: string; installSlot: string },
) {
  for (let taken = 0; taken < 4; taken += 1) {
    const response = await request.post("/services/book", {
      form: {
        name: "Karthik Subramanian",
        phone: phoneNumber(),
        appliance: "ac",
        brand: "lg",
        issue: "The AC is not cooling.",
        date: choice.installDate,
        slot: choice.installSlot,
        address: "22, Nehru Street, Erode",
        pincode: "638001",
        agreeTerms: "on",
      },
      headers: { "X-Forwarded-For": freshAddress() },
      maxRedirects: 0,
    });
    if (response.status() === 409) return; // full already
    expect(response.status()).toBe(200);
  }
}

async function openCheckoutWithAc(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.goto("/robots.txt");
  await page.evaluate(
    ({ id, title }) =>
      window.localStorage.setItem(
        "cart",
        JSON.stringify([{ id, title, price: 48184, quantity: 1, image: `/images/products/${id}.svg` }]),
      ),
    splitAc,
  );
  await page.goto("/checkout");
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached({ timeout: 15_000 });
}

async function fillDetails(page: Page, phone: string) {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("Full name").fill(customer.name);
  await box("Email").fill(customer.email);
  await box("Phone number").fill(phone);
  await box("Address").fill(customer.address);
  await box("City").fill(customer.city);
  await box("Pincode").fill(customer.pincode);
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
}

test.describe("installation booked at checkout", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a split AC with its installation visit: charge before placing, confirmation, tracking and the desk", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(`/products/${splitAc.id}`);
    await expect(page.getByTestId("product-installation")).toHaveText(
      "Installation by our technicians: ₹1,499",
    );
    await expect(page.getByTestId("product-warranty")).toHaveText(
      "1 Year Manufacturer Warranty · 5 years on the compressor",
    );

    await openCheckoutWithAc(page);
    const section = page.getByRole("group", { name: "Installation", exact: true });
    const ours = section.getByRole("radio", { name: /^Our technicians install it/ });
    await expect(ours).toHaveAccessibleName(/₹1,499, paid with the order/);
    // nothing is chosen for the shopper, and the total has no charge until our visit is chosen
    await expect(section.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByTestId("checkout-installation")).toHaveCount(0);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹48,184.00");

    // the choice is required: the browser's check says so by the field
    const phone = phoneNumber();
    await fillDetails(page, phone);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.locator("#checkout-installBy-error")).toHaveText(
      "Please choose who installs it: our technicians, the brand, or no installation.",
    );
    await expect(ours).toBeFocused();
    await ours.check();
    await expect(page.getByTestId("checkout-installation")).toHaveText("₹1,499.00");
    await expect(page.getByTestId("checkout-total")).toHaveText("₹49,683.00");

    // then our visit's day and slot are
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.locator("#checkout-installDate-error")).toHaveText(
      "Please choose a date for the installation visit.",
    );
    await expect(section.getByLabel("Visit date")).toBeFocused();

    const choice = installationVisitChoice(customer.pincode);
    await fillInstallationVisit(page, choice);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
    expect(orderNumber).toMatch(/^ORD-/);
    await expect(page.getByTestId("order-installation")).toHaveText("₹1,499");
    await expect(page.getByTestId("order-total")).toHaveText("₹49,683");
    const visit = page.getByTestId("installation-visit");
    await expect(visit).toContainText(slotLabels[choice.installSlot as keyof typeof slotLabels]);
    await expect(visit.getByTestId("installation-visit-status")).toHaveText("Requested");
    const reference = (await visit.getByRole("link", { name: /^SRV-/ }).textContent()) ?? "";
    await expect(visit.getByRole("link", { name: reference })).toHaveAttribute(
      "href",
      `/track-service?ref=${reference}`,
    );

    // /track-order shows the visit and its state
    await page.goto(`/track-order?order=${orderNumber}`);
    await page.getByLabel("Mobile number used at checkout").fill(phone);
    await page.getByRole("button", { name: "Track order" }).click();
    const tracked = page.getByTestId("installation-visit");
    await expect(tracked).toContainText(reference);
    await expect(tracked.getByTestId("installation-visit-status")).toHaveText("Requested");

    // the booking desk shows it beside repairs, marked as an installation with its order
    const staff = await browser.newContext({ baseURL });
    const desk = await staff.newPage();
    await signInAsOwner(desk);
    await desk.goto(`/admin/bookings?view=list&q=${reference}`);
    const row = desk.getByRole("row", { name: new RegExp(reference) });
    await expect(row.getByTestId("installation-marker")).toHaveText(`Installation ${orderNumber}`);
    await desk.goto(`/admin/bookings?week=${choice.installDate}`);
    await expect(
      desk.getByRole("link", { name: new RegExp(reference) }).getByTestId("installation-marker"),
    ).toBeVisible();
    await desk.getByRole("link", { name: new RegExp(reference) }).click();
    await desk.getByTestId("booking-order-link").click();

    // marking the order delivered leaves the installation visit open
    await expect(desk.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const card = desk.getByTestId("order-installation-visit");
    await expect(card).toContainText("Requested");
    await desk.getByRole("button", { name: "Mark packed" }).click();
    await expect(desk.getByText("Marked as packed.")).toBeVisible();
    await desk.getByLabel("Courier tracking ID").fill("DTDC-AC-7788");
    await desk.getByRole("button", { name: "Mark shipped" }).click();
    await expect(desk.getByText("Marked as shipped with tracking ID DTDC-AC-7788.")).toBeVisible();
    await desk.getByRole("button", { name: "Mark delivered" }).click();
    await expect(desk.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
    await expect(card).toContainText("Requested");
    await expect(card).toContainText(reference);
    await staff.close();
  });

  test("a slot that fills while the shopper types: nothing is placed, the form is kept and another slot works", async ({
    page,
    request,
  }) => {
    await openCheckoutWithAc(page);
    const phone = phoneNumber();
    await fillDetails(page, phone);
    const choice = installationVisitChoice(customer.pincode, { spread: 40 });
    await fillInstallationVisit(page, choice);
    // repair bookings take the slot's last places (capacity 4) meanwhile
    await fillSlotWithRepairs(request, choice);
    await page.getByRole("button", { name: "Place Order" }).click();
    const error = page.locator("#checkout-install-slot-error");
    await expect(error).toHaveText(
      "This time slot has just filled up. Please choose another slot or date; nothing else was lost.",
    );
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("textbox", { name: "Full name", exact: true })).toHaveValue(customer.name);
    await expect(
      page.getByRole("group", { name: "Installation", exact: true }).getByLabel("Visit date"),
    ).toHaveValue(choice.installDate);
    const other = (["morning", "afternoon", "evening"] as const).find((slot) => slot !== choice.installSlot)!;
    await fillInstallationVisit(page, { ...choice, installSlot: other });
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByTestId("installation-visit")).toContainText(slotLabels[other]);

    // the visit is a booking like any other on /track-service
    const reference = page.getByTestId("installation-visit").getByRole("link", { name: /^SRV-/ });
    const text = (await reference.textContent()) ?? "";
    await reference.click();
    await expect(page.getByLabel("Booking reference")).toHaveValue(text);
    await page.getByLabel("Mobile number used for the booking").fill(phone);
    await page.getByRole("button", { name: "Track booking" }).click();
    await expect(page.getByRole("heading", { name: `Booking ${text}` })).toBeVisible();
  });

  test("an AC the brand installs: no slot, no charge, and the order and the back office say who installs it @phone", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openCheckoutWithAc(page);
    await fillDetails(page, phoneNumber());
    const section = page.getByRole("group", { name: "Installation", exact: true });
    await section.getByRole("radio", { name: /^The brand's service centre installs it/ }).check();
    await expect(section.getByLabel("Visit date")).toHaveCount(0);
    await expect(page.getByTestId("checkout-installation")).toHaveCount(0);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹48,184.00");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/order-confirmation$/);
    const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
    await expect(page.getByTestId("order-total")).toHaveText("₹48,184");
    await expect(page.getByTestId("order-installation")).toHaveCount(0);
    await expect(page.getByTestId("installation-visit")).toHaveCount(0);
    await expect(page.getByTestId("order-installation-choice")).toContainText(
      "Installation: by the brand's service centre, as you chose.",
    );

    const staff = await browser.newContext({ baseURL });
    const desk = await staff.newPage();
    await signInAsOwner(desk);
    await desk.goto(`/admin/orders?q=${orderNumber}`);
    await desk.getByRole("link", { name: orderNumber }).click();
    await expect(desk.getByTestId("order-installation-choice")).toContainText(
      "Installation: the brand's service centre (the customer's choice at checkout).",
    );
    await expect(desk.getByTestId("order-installation-visit")).toHaveCount(0);
    await staff.close();
  });

  test("the installation section passes a focused accessibility scan, with and without messages", async ({
    page,
  }) => {
    await openCheckoutWithAc(page);
    const section = page.getByRole("group", { name: "Installation", exact: true });
    await expect(section).toBeVisible();
    const scan = async () => {
      const results = await new AxeBuilder({ page }).include("#checkout-installation").analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await scan();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.locator("#checkout-installBy-error")).toBeVisible();
    await scan();
    await section.getByRole("radio", { name: /^Our technicians install it/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.locator("#checkout-installDate-error")).toBeVisible();
    await expect(section.getByLabel("Visit date")).toHaveAttribute("aria-invalid", "true");
    await scan();

    // the cart already says what installation costs
    await page.goto("/cart");
    await expect(page.getByTestId("cart-installation")).toHaveText(
      "Installation by our technicians: ₹1,499, if you choose it at checkout (or the brand installs it, or nobody).",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain checkout post books the visit; a full slot comes back with the values and the message", async ({
    page,
  }) => {
    const address = freshAddress();
    const choice = installationVisitChoice(customer.pincode, { spread: 40 });
    const phone = phoneNumber();

    // without a choice the form comes back asking for one, then for our visit's day
    // (from another number: each refused checkout counts against a number's unconfirmed attempts)
    const unchosen = await postCheckout(page.request, address, { phone: phoneNumber() });
    expect(unchosen.status()).toBe(422);
    expect(await unchosen.text()).toContain(
      "Please choose who installs it: our technicians, the brand, or no installation.",
    );
    const missing = await postCheckout(page.request, address, { phone, installBy: "dealer" });
    expect(missing.status()).toBe(422);
    expect(await missing.text()).toContain("Please choose a date for the installation visit.");

    // fill the slot, then post for it
    await fillSlotWithRepairs(page.request, choice);
    const full = await postCheckout(page.request, address, { ...choice, phone, installationNeeded: "1" });
    expect(full.status()).toBe(409);
    const html = await full.text();
    expect(html).toContain(
      "This time slot has just filled up. Please choose another slot or date; nothing else was lost.",
    );
    expect(html).toContain(`value="${choice.installDate}"`);
    expect(html).toContain(`value="${customer.address}"`);
    expect(html).toContain("Who installs it?");

    // another slot of the day takes it; the tests beside this one on the server may have filled one of them
    let placed = full;
    let other: keyof typeof slotLabels = choice.installSlot as keyof typeof slotLabels;
    for (const slot of (["morning", "afternoon", "evening"] as const).filter(
      (s) => s !== choice.installSlot,
    )) {
      other = slot;
      placed = await postCheckout(page.request, address, { ...choice, installSlot: slot, phone });
      if (placed.status() !== 409) break;
      expect(await placed.text()).toContain("This time slot has just filled up.");
    }
    expect(placed.status()).toBe(303);
    const location = placed.headers()["location"] ?? "";
    expect(location).toMatch(/^\/order-confirmation\?order=ORD-/);
    await page.goto(location);
    const visit = page.getByTestId("installation-visit");
    await expect(visit).toContainText(slotLabels[other]);
    await expect(visit.getByTestId("installation-visit-status")).toHaveText("Requested");
    await expect(page.getByTestId("order-installation")).toHaveText("₹1,499");
  });
});
