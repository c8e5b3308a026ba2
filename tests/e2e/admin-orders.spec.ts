import crypto from "node:crypto";
import fs from "node:fs";

import { expect, request, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { freshAddress, freshMobile, placeOrderWithoutScript } from "./page-helpers";
import { installationVisitChoice } from "../support/installation-visit";

const trickyName = '=HYPERLINK("http://evil.example","Prize")';

function randomPhone(): string {
  return `9${crypto.randomInt(100_000_000, 999_999_999)}`;
}

/** Places an order through the checkout action, as a form posted without JavaScript does. */
async function placeOrder(page: Page, phone: string, name = "Meena Sundaram"): Promise<string> {
  const response = await page.request.post("/checkout", {
    form: {
      name,
      email: "meena@example.test",
      phone,
      address: "45, Perundurai Road, Thindal",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638009",
      country: "India",
      paymentMethod: "upi",
      agreeTerms: "on",
      idempotencyKey: crypto.randomUUID(),
      cart: JSON.stringify([{ id: "1", quantity: 1 }]),
      // the TV is installed free: the visit is required
      ...installationVisitChoice("638009"),
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const location = new URL(response.headers()["location"] ?? "", "http://localhost");
  const orderNumber = location.searchParams.get("order");
  expect(orderNumber).toMatch(/^ORD-/);
  return orderNumber!;
}

test("staff find an order by phone, pack, ship and charge it, export it and see it on the dashboard", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const phone = randomPhone();
  await signInAsOwner(page);
  const orderNumber = await placeOrder(page, phone, trickyName);

  await page.goto("/admin/orders");
  await page.getByLabel("Search").fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("status")).toHaveText("Showing 1–1 of 1 order matching the filters.");
  await page.getByRole("link", { name: orderNumber }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByRole("button", { name: "Mark packed" }).click();
  await expect(page.getByText("Marked as packed.")).toBeVisible();

  // Shipping needs the courier's tracking ID: the server refuses without it and says so by the field.
  const tracking = page.getByLabel("Courier tracking ID");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByRole("alert")).toContainText("tracking ID");
  await expect(tracking).toHaveAttribute("aria-invalid", "true");
  await tracking.fill("DTDC-E2E-4455");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Marked as shipped with tracking ID DTDC-E2E-4455.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark delivered" })).toBeVisible();

  // The customer sees the change at once on /track-order.
  const customer = await browser.newContext({ baseURL });
  const customerPage = await customer.newPage();
  await customerPage.goto("/track-order");
  await customerPage.getByLabel("Order number").fill(orderNumber);
  await customerPage.getByLabel("Mobile number used at checkout").fill(phone);
  await customerPage.getByRole("button", { name: "Track order" }).click();
  const card = customerPage.locator("section[aria-labelledby='order-status-title']");
  await expect(card.locator("p", { hasText: "Status:" })).toHaveText("Status: Shipped");
  await expect(card.getByText("DTDC-E2E-4455", { exact: true })).toBeVisible();
  await customer.close();

  // A UPI payment is recorded only with its UTR.
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Enter the 12-digit UTR from the UPI payment")).toBeVisible();
  await expect(page.getByText("UPI, pending")).toBeVisible();
  await page.getByLabel("UTR or card slip number").fill("4087 1234 5678");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Payment recorded: paid in full.")).toBeVisible();
  await expect(page.getByText("UPI, paid")).toBeVisible();
  await expect(page.getByTestId("payments-received")).toContainText("408712345678");
  await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);

  // The CSV holds the filtered list, with the formula-like name defused.
  await page.goto(`/admin/orders?q=${phone}`);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain("Order number,Invoice number,Placed (IST),Status");
  expect(lines[1]).toMatch(new RegExp(`^${orderNumber},KHA/\\d{2}-\\d{2}/\\d{6},`));
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Prize"")"`);
  expect(lines[1]).toContain(",Shipped,UPI,Paid,");
  expect(lines[1]).toContain("DTDC-E2E-4455");

  const anonymous = await request.newContext({ baseURL });
  expect((await anonymous.get(`/admin/orders.csv?q=${phone}`)).status()).toBe(401);
  await anonymous.dispose();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(
    page
      .locator("section", { has: page.getByRole("heading", { name: "Latest orders" }) })
      .getByRole("link", { name: orderNumber }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Today.*revenue/ })).toContainText(/[1-9]\d* orders?/);
});

test("staff record a cash order the customer confirmed on the phone, and it stops waiting", async ({
  page,
}) => {
  const address = freshAddress();
  // the refrigerator (₹17,640) waits for the customer's confirmation
  const { orderNumber } = await placeOrderWithoutScript(page.request, {
    address,
    phone: freshMobile(),
    productId: 9,
  });
  await signInAsOwner(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  const payment = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Payment and delivery" }) });
  await expect(payment).toContainText("cancelled automatically at");
  await page.getByRole("button", { name: "Confirmed by phone" }).click();
  await expect(page.getByText("Confirmed by phone. The order will not be cancelled")).toBeVisible();
  await expect(payment).toContainText("Confirmed by the customer");
  await expect(page.getByRole("button", { name: "Confirmed by phone" })).toHaveCount(0);
});

test("the orders pages refuse bad input plainly and pass axe @phone", async ({ page }) => {
  test.slow(); // four axe scans
  const phone = randomPhone();
  await signInAsOwner(page);
  const orderNumber = await placeOrder(page, phone);

  await page.goto("/admin");
  await expect(page.getByRole("img", { name: /Sales per day/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const bad = await page.goto("/admin/orders?status=lost&from=2025-02-31&page=-4&method=%3Cscript%3E");
  expect(bad?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/orders?q=${phone}`);
  await page.getByRole("link", { name: orderNumber }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Cancelling asks first; the confirmation step passes axe too.
  await page.getByRole("link", { name: "Cancel order…" }).click();
  await expect(page.getByRole("group", { name: `Cancel order ${orderNumber}?` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByText("Order cancelled. Its items are back in stock.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel order…" })).toHaveCount(0);

  expect((await page.goto("/admin/orders/not-a-number"))?.status()).toBe(404);
  expect((await page.goto("/admin/orders/99999999"))?.status()).toBe(404);
});

test("the owner sees the month's GSTR-1 and downloads its JSON and CSV, with a cancelled order's credit note", async ({
  page,
}) => {
  await signInAsOwner(page);
  const orderNumber = await placeOrder(page, randomPhone());
  await page.goto("/admin/orders");
  await page.getByLabel("Search").fill(orderNumber);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name: orderNumber }).click();
  const invoiceNumber = ((await page.getByRole("link", { name: /^Print invoice / }).textContent()) ?? "")
    .replace("Print invoice", "")
    .trim();
  expect(invoiceNumber).toMatch(/^KHA\/\d{2}-\d{2}\/\d{6}$/);
  await page.getByRole("link", { name: "Cancel order…" }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  const creditNote = page.getByRole("link", { name: /^Credit note KHC\// });
  await expect(creditNote).toBeVisible();
  const noteNumber = ((await creditNote.textContent()) ?? "").replace("Credit note", "").trim();

  await page.goto("/admin/gstr1");
  await expect(page.getByRole("heading", { level: 1, name: "GSTR-1" })).toBeVisible();
  const summary = page.getByTestId("gstr1-summary");
  await expect(summary.getByRole("row", { name: /B2C small invoices/ })).toBeVisible();
  await expect(summary.getByRole("row", { name: /Credit notes on B2C small/ })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("GSTIN is not set");
  await expectNoSeriousA11yViolations(page);

  const month = await page.getByLabel("Month").inputValue();
  const json = await page.request.get(`/admin/gstr1.json?month=${month}`);
  expect(json.status()).toBe(200);
  expect(json.headers()["content-disposition"]).toBe(`attachment; filename="gstr1-${month}.json"`);
  const gstr1 = (await json.json()) as {
    fp: string;
    b2cs: { sply_ty: string; pos: string }[];
    doc_issue: { doc_det: { doc_typ: string; docs: { from: string; to: string }[] }[] };
  };
  expect(gstr1.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  expect(gstr1.b2cs).toContainEqual(expect.objectContaining({ sply_ty: "INTRA", pos: "33" }));
  const ranges = Object.fromEntries(gstr1.doc_issue.doc_det.map((entry) => [entry.doc_typ, entry.docs]));
  // the credit note is within the month's range of credit notes issued
  expect(ranges["Credit Note"]?.some((range) => range.from <= noteNumber && noteNumber <= range.to)).toBe(
    true,
  );
  const csv = await (await page.request.get(`/admin/gstr1.csv?month=${month}`)).text();
  expect(csv).toContain(`Invoice,${invoiceNumber},`);
  expect(csv).toContain(`Credit note,${noteNumber},`);
});
