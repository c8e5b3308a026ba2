import crypto from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { addDays, formatFullDate, todayInIndia } from "../../app/lib/india-time";
import { warrantyEndDate } from "../../app/modules/appliances/warranty-rules";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { card, freshAddress, placeOrderWithoutScript } from "./page-helpers";

/**
 * An annual maintenance contract from purchase to a covered visit: a refrigerator whose manufacturer's
 * warranty has ended gets a plan on /amc, staff record its UPI payment (which starts the cover and issues
 * the tax invoice), and a later repair booked for it costs the customer nothing for the covered work.
 * No other spec on this server sells this refrigerator, so changing its warranty disturbs none.
 */
test.describe.configure({ mode: "serial" });

const fridge = { id: "10", title: "Hitachi 569 L Frost Free Side-by-Side Inverter Refrigerator" };
const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
const suffix = crypto.randomBytes(3).toString("hex");
const technician = `Arul ${suffix}`;
const utr = String(crypto.randomInt(100_000_000_000, 999_999_999_999));
const phoneSize = { width: 390, height: 844 };
/** The local payment gateway the after-sale server takes payments through (playwright.config.ts). */
const gatewayUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT_GATEWAY ?? Number(process.env.E2E_PORT ?? 4173) + 5)}`;
let orderNumber = "";
let contractNumber = "";
let contractUrl = "";
let reference = "";

function weekdayAhead(days: number): string {
  let date = addDays(todayInIndia(), days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  return date;
}

async function lookUp(page: Page, order = { number: orderNumber, phone }) {
  await page.goto("/my-appliances");
  await page.getByLabel("Order number").fill(order.number);
  await page.getByLabel("Mobile number used at checkout").fill(order.phone);
  await page.getByRole("button", { name: "Show my appliances" }).click();
  return page.getByRole("listitem").filter({ hasText: fridge.title });
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
});

test("a refrigerator out of its warranty is delivered", async ({ page }) => {
  await signInAsOwner(page);
  // a unit sold without the brand's warranty (a display piece): its cover has ended on delivery
  await page.goto(`/admin/products/${fridge.id}`);
  await page.getByLabel("Manufacturer warranty (months)").fill("0");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toBeVisible();

  orderNumber = await deliveredFridge(page, { phone, name: "Meena Sundaram", serial: `HTC-${suffix}` });
});

/** A refrigerator ordered and delivered with its serial number (staff signed in on `page`): its order number. */
async function deliveredFridge(
  page: Page,
  { phone: buyer, name, serial }: { phone: string; name: string; serial: string },
): Promise<string> {
  const { orderNumber: placed } = await placeOrderWithoutScript(page.request, {
    address: freshAddress(),
    phone: buyer,
    productId: Number(fridge.id),
    updates: false,
    name,
  });
  await page.goto(`/admin/orders?q=${placed}`);
  await page.getByRole("link", { name: placed }).click();
  await page.getByRole("button", { name: "Mark packed" }).click();
  await expect(page.getByText("Marked as packed.")).toBeVisible();
  await page.getByLabel("Courier tracking ID").fill(`DTDC-${serial}`);
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Marked as shipped")).toBeVisible();
  await page.getByLabel(`Serial number: ${fridge.title}`).fill(serial);
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await expect(page.getByText("Marked as delivered.")).toBeVisible();
  return placed;
}

test("the customer buys a maintenance plan for it and sees how to pay", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: phoneSize,
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
  });
  const page = await context.newPage();
  // the product page lists the category's plans and where to buy one
  await page.goto(`/products/${fridge.id}`);
  const plans = page.getByRole("region", { name: "Annual maintenance plans" });
  await expect(plans.getByRole("listitem").filter({ hasText: /^Refrigerator care:/ })).toHaveText(
    "Refrigerator care: ₹999 a year, 2 visits, parts extra",
  );
  await expect(plans.getByRole("link", { name: "My Appliances" })).toHaveAttribute("href", "/my-appliances");
  const appliance = await lookUp(page);
  await expect(appliance).toContainText("Warranty ended");
  await appliance.getByRole("link", { name: "Maintenance plans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Annual maintenance plans" })).toBeVisible();
  await expect(page.getByText(fridge.title)).toBeVisible();
  const plan = page.getByRole("radio", { name: /^Refrigerator care ₹999/ });
  await expect(plan).toBeChecked();
  await expect(page.getByRole("radio", { name: /Refrigerator complete care/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await page.getByRole("checkbox", { name: /Remind me/ }).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page.getByRole("heading", { level: 2, name: /^Maintenance contract AMC-/ })).toBeVisible();
  contractNumber =
    /AMC-\d{6}-[A-Z0-9]{6}/.exec(
      (await page.getByRole("heading", { level: 2, name: /AMC-/ }).textContent()) ?? "",
    )?.[0] ?? "";
  expect(contractNumber).not.toBe("");
  contractUrl = page.url();
  await expect(page.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
  await expect(page.getByTestId("amc-amount")).toHaveText("₹999");
  await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute(
    "href",
    new RegExp(`tr=${contractNumber}`),
  );
  await expectNoSeriousA11yViolations(page, { include: "main" });

  // back on My Appliances the plan shows as waiting, and a second one cannot be bought meanwhile
  const again = await lookUp(page);
  await expect(again).toContainText("Maintenance plan waiting for payment");
  await expect(again.getByRole("link", { name: "Open the contract" })).toHaveAttribute(
    "href",
    /contract=AMC-/,
  );
  await context.close();
});

test("staff record the UPI payment: the cover starts and the invoice is issued", async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  await page.goto("/admin/amc");
  const pending = page.getByRole("listitem").filter({ hasText: contractNumber });
  await pending.getByLabel("UPI reference (UTR)").fill("12345");
  await pending.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByText("Please enter the payment's 12-digit UPI reference (UTR).")).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ hasText: contractNumber })
    .getByLabel("UPI reference (UTR)")
    .fill(utr);
  await page
    .getByRole("listitem")
    .filter({ hasText: contractNumber })
    .getByRole("button", { name: "Record the payment" })
    .click();
  const today = todayInIndia();
  await expect(
    page.getByRole("status").filter({ hasText: `Contract ${contractNumber} is paid` }),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: contractNumber })).toContainText("0 of 2");
  await expectNoSeriousA11yViolations(page, { include: "main" });

  const context = await browser.newContext({ viewport: phoneSize });
  const customer = await context.newPage();
  await customer.goto(contractUrl);
  await expect(customer.getByText("Your plan is active")).toBeVisible();
  await expect(customer.getByTestId("amc-until")).toHaveText(formatFullDate(warrantyEndDate(today, 12)));
  await expect(customer.getByTestId("amc-visits-left")).toHaveText("2 of 2 visits left");
  await expect(customer.getByRole("heading", { name: /^Invoice KHS\// })).toBeVisible();
  await expect(customer.getByTestId("amc-invoice-total")).toHaveText("₹999.00");
  await expectNoSeriousA11yViolations(customer, { include: "main" });
  // the customer asked for reminders when buying, and stops them here
  await expect(customer.getByText("You get reminders by SMS or WhatsApp")).toBeVisible();
  await customer.getByRole("button", { name: "Stop reminders" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "Reminders stopped." })).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole("button", { name: "Stop reminders" })).toHaveCount(0);
  await context.close();
});

test("a repair booked later is paid by the contract: the customer pays nothing for it", async ({ page }) => {
  const appliance = await lookUp(page);
  await expect(appliance).toContainText(
    `Maintenance plan until ${formatFullDate(warrantyEndDate(todayInIndia(), 12))}`,
  );
  await appliance.getByRole("link", { name: "Book a repair" }).click();
  const form = page.locator("form[aria-labelledby='booking-form-title']");
  await form.getByLabel("Describe the issue").fill("Water collecting under the vegetable tray");
  await form.getByLabel("Preferred date").fill(weekdayAhead(2));
  await form.getByRole("radio", { name: /Afternoon/ }).check();
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Book My Service" }).click();
  reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
  expect(reference).toMatch(/^SRV-/);

  await signInAsOwner(page);
  await page.goto("/admin/technicians");
  await card(page, "Add a technician").getByLabel("Name").fill(technician);
  await card(page, "Add a technician").getByRole("button", { name: "Add technician" }).click();
  await expect(page.getByRole("heading", { name: technician })).toBeVisible();
  await page.goto(`/admin/bookings?view=list&q=${reference}`);
  await page
    .getByRole("link", { name: new RegExp(reference) })
    .first()
    .click();
  const steps = card(page, "Next steps");
  await steps.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking confirmed." })).toBeVisible();
  await steps.getByRole("combobox", { name: "Technician" }).selectOption({ label: technician });
  await steps.getByRole("button", { name: "Assign technician" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${technician} is assigned` })).toBeVisible();
  await steps.getByRole("button", { name: "Start visit" }).click();
  await expect(page.getByText("In progress", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Under maintenance contract ${contractNumber}`)).toBeVisible();
  await page.getByLabel("Work done (rate card)").selectOption("fridge-defrost");
  await page.getByRole("button", { name: "Complete visit" }).click();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();

  await page.goto(`/track-service?ref=${reference}`);
  await page.getByLabel("Mobile number used for the booking").fill(phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  await expect(page.getByRole("heading", { name: "Covered by your maintenance contract" })).toBeVisible();
  await expect(page.getByText(`covered by your annual maintenance contract ${contractNumber}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Invoice / })).toHaveCount(0);

  await page.goto(contractUrl);
  await expect(page.getByTestId("amc-visits-left")).toHaveText("1 of 2 visits left");
});

test("the same fault back within the repair warranty is a free repeat repair, not a contract visit", async ({
  page,
}) => {
  const appliance = await lookUp(page);
  await appliance.getByRole("link", { name: "Book a repair" }).click();
  const form = page.locator("form[aria-labelledby='booking-form-title']");
  await form.getByLabel("Describe the issue").fill("Water under the vegetable tray again");
  await form.getByLabel("Preferred date").fill(weekdayAhead(3));
  await form.getByRole("radio", { name: /Morning/ }).check();
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Book My Service" }).click();
  const repeat = (await page.getByTestId("booking-reference").textContent()) ?? "";
  expect(repeat).toMatch(/^SRV-/);

  await signInAsOwner(page);
  await page.goto(`/admin/bookings?view=list&q=${repeat}`);
  await page
    .getByRole("link", { name: new RegExp(repeat) })
    .first()
    .click();
  const repeatCard = card(page, "Repeat repair");
  await expect(repeatCard).toContainText(`Our repair ${reference} of this appliance`);
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await repeatCard.getByRole("button", { name: `Mark as a repeat of ${reference}` }).click();
  await expect(page.getByText(`Marked as a repeat of ${reference}`)).toBeVisible();
  const steps = card(page, "Next steps");
  await steps.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking confirmed." })).toBeVisible();
  await steps.getByRole("combobox", { name: "Technician" }).selectOption({ label: technician });
  await steps.getByRole("button", { name: "Assign technician" }).click();
  await steps.getByRole("button", { name: "Start visit" }).click();
  await expect(page.getByText(`A repeat of ${reference} under our repair warranty`)).toBeVisible();
  await page.getByLabel("Work done (rate card)").selectOption("fridge-defrost");
  await page.getByRole("button", { name: "Complete visit" }).click();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();

  await page.goto(`/track-service?ref=${repeat}`);
  await page.getByLabel("Mobile number used for the booking").fill(phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  await expect(page.getByRole("heading", { name: "A free repeat repair" })).toBeVisible();
  await expect(page.getByText(`This visit repeats our repair ${reference}`)).toBeVisible();
  // our repair warranty paid, not the contract: its visits are as they were
  await page.goto(contractUrl);
  await expect(page.getByTestId("amc-visits-left")).toHaveText("1 of 2 visits left");
});

const secondBuyer = { phone: `8${crypto.randomInt(100_000_000, 999_999_999)}`, number: "" };

test("a second refrigerator is delivered to another customer", async ({ page }) => {
  await signInAsOwner(page);
  secondBuyer.number = await deliveredFridge(page, {
    phone: secondBuyer.phone,
    name: "Farida Begum",
    serial: `HTC-${suffix}-2`,
  });
});

test("its plan is paid online: the cover starts once the gateway confirms the payment", async ({
  page,
  request,
  baseURL,
}) => {
  const appliance = await lookUp(page, secondBuyer);
  await appliance.getByRole("link", { name: "Maintenance plans" }).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const pay = page.getByRole("button", { name: "Pay ₹999.00 securely" });
  await expect(pay).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "[aria-labelledby='amc-pay-title']" });
  const second = /AMC-\d{6}-[A-Z0-9]{6}/.exec(
    (await page.getByRole("heading", { level: 2 }).first().textContent()) ?? "",
  )?.[0];
  expect(second).toBeDefined();

  // the gateway's page: the bank approves it, and we wait for the capture
  await pay.click();
  await expect(page.getByRole("heading", { name: "Pay Kaveri Home Appliances" })).toBeVisible();
  const paymentId = (await page.locator("[data-payment-id]").getAttribute("data-payment-id")) ?? "";
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("payment-outcome")).toHaveText(/Your bank has approved the payment/);
  await expect(page).toHaveURL(/\/amc\?contract=AMC-/);
  // no second payment is offered while the first is being settled
  await expect(page.getByRole("button", { name: /securely/ })).toHaveCount(0);

  await request.post(`${gatewayUrl}/__control/capture`, { data: { paymentId } });
  const sent = await request.post(`${gatewayUrl}/__control/webhook`, {
    data: { target: `${baseURL}/payments/webhook`, event: "payment.captured", id: paymentId },
  });
  expect(JSON.parse(((await sent.json()) as { body: string }).body)).toEqual({ outcome: "paid" });
  await page.reload();
  await expect(page.getByText("Your plan is active")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Invoice KHS\// })).toBeVisible();
  await expect(page.getByTestId("amc-invoice-total")).toHaveText("₹999.00");

  await signInAsOwner(page);
  await page.goto("/admin/amc");
  await expect(page.getByRole("row").filter({ hasText: second! })).toContainText("online");
});
