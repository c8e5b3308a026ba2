import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { freshMobile } from "./page-helpers";

// each test orders with a number of its own: orders from an unproved number are limited per number
let phone = freshMobile();
test.beforeEach(() => {
  phone = freshMobile();
});
let addressCounter = 0;

/** Each test gets its own client address, so the per-address lookup limit never spills between tests. */
async function ownAddress(page: Page) {
  addressCounter += 1;
  const address = `198.51.100.${(process.pid % 200) + addressCounter}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** Places a real order through the checkout action, as a browser without JavaScript would post it. */
async function placeOrder(request: APIRequestContext, address: string, fields: Record<string, string> = {}) {
  const response = await request.post("/checkout", {
    form: {
      name: "Meena Sundaram",
      email: "meena@example.test",
      phone,
      address: "14, Perundurai Road, Near Collectorate",
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638011",
      country: "India",
      paymentMethod: "cod",
      agreeTerms: "on",
      idempotencyKey: `e2e-track-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      cart: JSON.stringify([{ id: "11", quantity: 2 }]),
      ...fields,
    },
    headers: { "X-Forwarded-For": address },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = new URL(response.headers()["location"] ?? "", "http://localhost");
  const orderNumber = location.searchParams.get("order") ?? "";
  const token = location.searchParams.get("token") ?? "";
  expect(orderNumber).toMatch(/^ORD-\d{6}-[A-Z0-9]{6}$/);
  return { orderNumber, token };
}

async function lookUp(page: Page, orderNumber: string, phoneNumber = phone) {
  await page.goto(`/track-order?order=${orderNumber}`);
  const form = page.locator("form[aria-labelledby='track-order-form-title']");
  await expect(form.getByLabel("Order number")).toHaveValue(orderNumber);
  await form.getByLabel("Mobile number used at checkout").fill(phoneNumber);
  await form.getByRole("button", { name: "Track order" }).click();
}

test("tracks a fresh order and opens its invoice @phone", async ({ page }) => {
  // three axe scans and a checkout: more than the default budget on a busy machine
  test.slow();
  const address = await ownAddress(page);
  const { orderNumber, token } = await placeOrder(page.request, address);

  await page.goto("/track-order");
  await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await lookUp(page, orderNumber);
  const card = page.getByRole("region", { name: `Order ${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "Order progress" }).getByText("Placed")).toBeVisible();
  await expect(card.getByText("Qty 2")).toBeVisible();
  await expect(card.getByText("14, Pe…, Erode 638011")).toBeVisible();
  await expect(card.getByText("Cash on delivery")).toBeVisible();
  await expect(page).toHaveURL(`/track-order?order=${orderNumber}`);
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("link", { name: "Print invoice" }).click();
  await expect(page).toHaveURL(`/invoice?order=${orderNumber}&token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  // without GSTIN set, the shop prints a sample and says so
  await expect(page.getByTestId("seller-gstin")).toHaveText("33ABCDE1234F1Z7");
  await expect(page.getByText("(sample: not a registered GSTIN)")).toBeVisible();
  await expect(page.getByText("All prices are inclusive of GST.")).toBeVisible();
  // Erode: within Tamil Nadu, CGST + SGST on each line
  await expect(page.getByTestId("place-of-supply")).toHaveText("Place of supply: Tamil Nadu (33)");
  const line = page.getByTestId("invoice-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("HSN 841451");
  await expect(line).toContainText("2 NOS");
  await expect(line).toContainText("CGST 9% + SGST 9%");
  await expect(page.getByTestId("tax-summary").getByRole("columnheader", { name: "SGST" })).toBeVisible();
  await expect(page.getByText("Authorised signatory")).toBeVisible();
  // the same invoice as a PDF file
  const pdfLink = page.getByRole("link", { name: "Download PDF" });
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="KHA-\d{2}-\d{2}-\d{6}\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const forged = await page.request.get(`/invoice.pdf?order=${orderNumber}&token=${token.slice(1)}x`);
  expect(forged.status()).toBe(404);
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  // the invoice's own number, from the goods series (CGST Rule 46(b))
  await expect(page.getByText(/^KHA\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print invoice" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoSeriousA11yViolations(page);
});

test("invoices a delivery to Bengaluru with IGST, and a business buyer's GSTIN on it", async ({ page }) => {
  const address = await ownAddress(page);
  const { orderNumber, token } = await placeOrder(page.request, address, {
    address: "12, MG Road, Shanthala Nagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    gstin: "29AAGCB7383J1Z4",
    businessName: "Bengaluru Cool Traders",
  });
  await page.goto(`/invoice?order=${orderNumber}&token=${token}`);
  await expect(page.getByTestId("place-of-supply")).toHaveText("Place of supply: Karnataka (29)");
  await expect(page.getByTestId("buyer-gstin")).toHaveText("Buyer's GSTIN: 29AAGCB7383J1Z4");
  await expect(page.getByText("Bengaluru Cool Traders")).toBeVisible();
  await expect(page.getByTestId("invoice-line")).toContainText("IGST 18%");
  const summary = page.getByTestId("tax-summary");
  await expect(summary.getByRole("columnheader", { name: "IGST" })).toBeVisible();
  await expect(summary.getByRole("columnheader", { name: "CGST" })).toHaveCount(0);
});

test("answers a wrong phone or a wrong invoice link with one plain not-found message", async ({ page }) => {
  const address = await ownAddress(page);
  const { orderNumber, token } = await placeOrder(page.request, address);

  const responses: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") responses.push(response.status());
  });
  await lookUp(page, orderNumber, "98430 99999");
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find an order with that number and phone number.",
  );
  await lookUp(page, "ORD-000000-AAAAAA");
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find an order with that number and phone number.",
  );
  expect(responses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(2);

  // change the token's last character to another one (a token may already end in "x")
  const tampered = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
  const invoice = await page.goto(`/invoice?order=${orderNumber}&token=${tampered}`);
  expect(invoice?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Invoice not found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cancels within the window after a confirm step @phone", async ({ page }) => {
    const address = await ownAddress(page);
    const { orderNumber } = await placeOrder(page.request, address);
    await lookUp(page, orderNumber);

    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText(`Cancel order ${orderNumber}? This cannot be undone.`)).toBeVisible();
    await page.getByRole("button", { name: "Keep my order" }).click();
    await expect(page.getByRole("region", { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes, cancel my order" })).toHaveCount(0);

    await page.getByRole("button", { name: "Cancel order" }).click();
    await page.getByRole("button", { name: "Yes, cancel my order" }).click();
    await expect(page.getByRole("status")).toHaveText(`Your order ${orderNumber} has been cancelled.`);
    const progress = page.getByRole("list", { name: "Order progress" });
    await expect(progress.getByText("Cancelled", { exact: false }).first()).toBeVisible();
    await expect(progress.getByText("Cancelled by the customer")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

    // the invoice stays; a credit note from its own series takes it back
    const creditNote = page.getByRole("link", { name: /^Credit note KHC\/\d{2}-\d{2}\/\d{6}$/ });
    const number = ((await creditNote.textContent()) ?? "").replace("Credit note ", "");
    await creditNote.click();
    await expect(page.getByRole("heading", { level: 1, name: "Credit Note" })).toBeVisible();
    await expect(page.getByTestId("credit-note-number")).toHaveText(number);
    await expect(page.getByTestId("invoice-number")).toHaveText(/^KHA\/\d{2}-\d{2}\/\d{6}$/);
    await expect(page.getByTestId("credit-note-reason")).toContainText("The order was cancelled");
    await expect(page.getByTestId("invoice-line")).toContainText("HSN 841451");
    await expect(page).toHaveTitle(`Credit note ${number} | Kaveri Home Appliances`);
  });
});
