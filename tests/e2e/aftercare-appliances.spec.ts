import crypto from "node:crypto";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { formatDate, formatFullDate, todayInIndia } from "../../app/lib/india-time";
import { warrantyEndDate } from "../../app/modules/appliances/warranty-rules";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { card, freshAddress, placeOrderWithoutScript } from "./page-helpers";

// A refrigerator needs no installation visit, so this flow does not depend on the installation step.
const fridge = { id: "9", title: "Godrej 190 L 5 Star Direct Cool Single Door Refrigerator" };
const notFound = "We could not find an order with that number and phone number.";

/** Screenshots for reviewing the pages by eye, written only when AFTERCARE_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.AFTERCARE_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const [label, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(folder, `${name}-${label}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

function weekdayAhead(days: number): string {
  const format = (offset: number) => todayInIndia(new Date(Date.now() + offset * 86_400_000));
  let offset = days;
  while (new Date(`${format(offset)}T00:00:00Z`).getUTCDay() === 0) offset += 1;
  return format(offset);
}

/** A cash-on-delivery order of the refrigerator, for the customer whose details the repair form fills in. */
async function placeOrder(page: Page, phone: string): Promise<string> {
  const { orderNumber } = await placeOrderWithoutScript(page.request, {
    address: freshAddress(),
    phone,
    productId: Number(fridge.id),
    updates: false,
    name: "Priya Raman",
    deliverTo: { address: "12, Gandhi Road, Periyar Nagar", city: "Erode", pincode: "638001" },
  });
  return orderNumber;
}

async function lookUp(page: Page, orderNumber: string, phone: string) {
  await page.goto("/my-appliances");
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("Mobile number used at checkout").fill(phone);
  await page.getByRole("button", { name: "Show my appliances" }).click();
}

async function openBookingAsStaff(page: Page, reference: string) {
  await page.goto(`/admin/bookings?view=list&q=${reference}`);
  await page
    .getByRole("link", { name: new RegExp(reference) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Booking ${reference}` })).toBeVisible();
}

test.describe.serial("my appliances: from a delivered order to a repair in warranty", () => {
  const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const serial = `GDJ-${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
  const warrantyLine = `In warranty until ${formatDate(warrantyEndDate(todayInIndia(), 12))}`;
  let orderNumber = "";
  let repairReference = "";

  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  });

  test("staff mark the order delivered with the unit's serial number", async ({ page }) => {
    orderNumber = await placeOrder(page, phone);
    await signInAsOwner(page);
    await page.goto(`/admin/orders?q=${orderNumber}`);
    await page.getByRole("link", { name: orderNumber }).click();
    await page.getByRole("button", { name: "Mark packed" }).click();
    await expect(page.getByText("Marked as packed.")).toBeVisible();
    await page.getByLabel("Courier tracking ID").fill("DTDC-APPL-1");
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await expect(page.getByText("Marked as shipped with tracking ID DTDC-APPL-1.")).toBeVisible();

    const serialField = page.getByLabel(`Serial number: ${fridge.title}`);
    await serialField.fill("<bad>");
    await page.getByRole("button", { name: "Mark delivered" }).click();
    await expect(page.getByRole("alert")).toContainText("Check the serial numbers below.");
    await expect(serialField).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "admin-delivery-form");

    await serialField.fill(serial.toLowerCase());
    await page.getByRole("button", { name: "Mark delivered" }).click();
    await expect(page.getByText("Marked as delivered.")).toBeVisible();
    const serials = card(page, "Appliances and serial numbers");
    await expect(serials.getByLabel(`Serial number: ${fridge.title}`)).toHaveValue(serial);
    await shoot(page, "admin-order-serials");
  });

  test("the customer finds the appliance in warranty and downloads the invoice", async ({ page }) => {
    await lookUp(page, orderNumber, "9000000001");
    await expect(page.getByRole("alert")).toHaveText(notFound);
    await shoot(page, "my-appliances-form");

    await lookUp(page, orderNumber, phone);
    const item = page.getByRole("listitem").filter({ hasText: fridge.title });
    await expect(item.getByText(warrantyLine)).toBeVisible();
    await expect(item).toContainText(serial);
    await expect(item).toContainText("10 years on the compressor");
    await expect(item).toContainText(`Purchase date${formatFullDate(todayInIndia())}`);

    // the warranty's reminder: asked for, then stopped by keyboard, each said where it was asked
    const reminder = item.getByRole("status");
    await expect(reminder).toHaveText(
      "Want a message 30 days before the manufacturer’s warranty ends? You can stop it at any time.",
    );
    await item.getByRole("button", { name: "Remind me" }).click();
    await expect(reminder).toHaveText(
      "Done. We will message you 30 days before the manufacturer’s warranty ends.",
    );
    await item.getByRole("button", { name: "Stop the reminder" }).focus();
    await page.keyboard.press("Enter");
    await expect(reminder).toHaveText("Reminder stopped. We will not message you about this warranty.");
    await expect(item.getByRole("button", { name: "Remind me" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "my-appliances-result");

    const invoice = item.getByRole("link", { name: "Download invoice" });
    await expect(invoice).toHaveAttribute("href", /^\/invoice\?order=ORD-.*&token=/);
    await invoice.click();
    await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    await expect(page.getByText(fridge.title)).toBeVisible();

    // An order on its way has no appliances yet, and says so.
    const onItsWay = await placeOrder(page, phone);
    await lookUp(page, onItsWay, phone);
    await expect(page.getByText("Your appliances appear here once the order is delivered.")).toBeVisible();
  });

  test("a repair booked from the appliance comes pre-filled and is in warranty", async ({ page }) => {
    await lookUp(page, orderNumber, phone);
    await page.getByRole("link", { name: "Book a repair" }).click();
    await expect(page).toHaveURL(/\/services\/book\?appliance=/);
    await expect(page.getByText(`For: ${fridge.title}, serial ${serial}`)).toBeVisible();
    await expect(page.getByText(warrantyLine)).toBeVisible();
    const form = page.locator("form[aria-labelledby='booking-form-title']");
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(form.getByLabel("Full name")).toHaveValue("Priya Raman");
    await expect(form.getByLabel("Mobile number")).toHaveValue(phone);
    await expect(form.getByLabel("Appliance")).toHaveValue("refrigerator");
    await expect(form.getByLabel("Brand")).toHaveValue("godrej");
    await expect(form.getByLabel("Address for the visit")).toHaveValue(
      "12, Gandhi Road, Periyar Nagar, Erode",
    );
    await expect(form.getByLabel("Pincode")).toHaveValue("638001");
    await shoot(page, "booking-prefilled");

    await form.getByLabel("Describe the issue").fill("Not cooling since yesterday");
    await form.getByLabel("Preferred date").fill(weekdayAhead(3));
    await form.getByRole("radio", { name: /Morning/ }).check();
    await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
    await form.getByRole("button", { name: "Book My Service" }).click();
    const reference = page.getByTestId("booking-reference");
    await expect(reference).toHaveText(/^SRV-/);
    repairReference = (await reference.textContent()) ?? "";

    await page.goto(`/track-service?ref=${repairReference}`);
    await page.getByLabel("Mobile number used for the booking").fill(phone);
    await page.getByRole("button", { name: "Track booking" }).click();
    await expect(page.getByRole("heading", { name: `Booking ${repairReference}` })).toBeVisible();
    await expect(page.getByText("In warranty", { exact: true })).toBeVisible();
    await expect(page.getByText(`${fridge.title}, serial ${serial}`)).toBeVisible();
  });

  test("a tampered repair link gives the plain form and says why", async ({ page }) => {
    const response = await page.goto("/book-service?appliance=1.9999999999.forged");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("This repair link has expired or is not valid.");
    await expect(
      page.locator("form[aria-labelledby='booking-form-title']").getByLabel("Full name"),
    ).toHaveValue("");
  });

  test("staff see the appliance on the booking, and link a plain booking to it", async ({ page }) => {
    await signInAsOwner(page);
    await openBookingAsStaff(page, repairReference);
    const applianceCard = card(page, "Appliance");
    await expect(applianceCard).toContainText(`${fridge.title}, serial ${serial}`);
    await expect(applianceCard.getByText("In warranty", { exact: true })).toBeVisible();

    // A booking from the plain form, with the same phone: staff find the appliance and link it.
    await page.goto("/services/book");
    const form = page.locator("form[aria-labelledby='booking-form-title']");
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByLabel("Full name").fill("Priya Raman");
    await form.getByLabel("Mobile number").fill(phone);
    await form.getByLabel("Appliance").selectOption("refrigerator");
    await form.getByLabel("Brand").selectOption("godrej");
    await form.getByLabel("Describe the issue").fill("Door seal loose");
    await form.getByLabel("Preferred date").fill(weekdayAhead(4));
    await form.getByRole("radio", { name: /Afternoon/ }).check();
    await form.getByLabel("Address for the visit").fill("12, Gandhi Road, Periyar Nagar");
    await form.getByLabel("Pincode").fill("638001");
    await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
    await form.getByRole("button", { name: "Book My Service" }).click();
    const plainReference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(plainReference).toMatch(/^SRV-/);

    await openBookingAsStaff(page, plainReference);
    const linkCard = card(page, "Appliance");
    await expect(linkCard).toContainText("Not linked to an appliance we sold.");
    await expect(linkCard).toContainText("same phone as this booking");
    await linkCard.getByRole("button", { name: `Link ${fridge.title}, serial ${serial}` }).click();
    await expect(page.getByRole("status")).toContainText(`Linked to ${fridge.title}, serial ${serial}.`);
    await expect(linkCard.getByText("In warranty", { exact: true })).toBeVisible();
    await shoot(page, "admin-booking-linked");

    await linkCard.getByRole("button", { name: "Unlink appliance" }).click();
    await expect(page.getByRole("status")).toContainText("The appliance link was removed.");
    await linkCard.getByLabel("Order number or serial number").fill(serial.toLowerCase());
    await linkCard.getByRole("button", { name: "Search" }).click();
    await expect(
      linkCard.getByRole("button", { name: `Link ${fridge.title}, serial ${serial}` }),
    ).toBeVisible();
    await shoot(page, "admin-booking-search");
  });
});
