import crypto from "node:crypto";

import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";

import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { card, freshAddress, placeOrderWithoutScript } from "./page-helpers";

/** A table fan (no installation): cheap to send back and forth. */
const fanId = 12;

function randomPhone(): string {
  return `9${crypto.randomInt(100_000_000, 999_999_999)}`;
}

/** Staff's order-page forms, posted in turn as the page posts them; each must be accepted. */
async function postOrderSteps(staff: Page, orderPath: string, steps: Record<string, string>[]) {
  for (const form of steps) {
    const answer = await staff.request.post(orderPath, { form });
    expect(answer.status(), `${form.intent}: ${await answer.text()}`).toBe(200);
  }
}

/**
 * An order placed on cash on delivery that staff packed, shipped and delivered and whose cash they recorded,
 * each step posted as the order page's forms post it (the order desk's own tests click through them).
 */
async function deliveredOrder(staff: Page, phone: string): Promise<string> {
  const { orderNumber } = await placeOrderWithoutScript(staff.request, {
    address: freshAddress(),
    phone,
    productId: fanId,
  });
  const list = await (await staff.request.get(`/admin/orders?q=${phone}`)).text();
  const orderPath = /href="(\/admin\/orders\/\d+)"/.exec(list)?.[1];
  expect(orderPath).toBeTruthy();
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await postOrderSteps(staff, orderPath!, [
    { intent: "pack" },
    { intent: "ship", trackingId: "DTDC-RET-1122" },
    { intent: "deliver" },
    { intent: "record-payment", channel: "cash", amount: "4299", receivedOn: today },
  ]);
  return orderNumber;
}

/** The customer's tracking page for the order, in a browser of their own. */
async function trackAsCustomer(browser: Browser, baseURL: string, orderNumber: string, phone: string) {
  // an address of its own: the lookups of every test would otherwise share one per-address limit
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
  });
  const page = await context.newPage();
  await page.goto("/track-order");
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("Mobile number used at checkout").fill(phone);
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByRole("heading", { name: "Replacement or return" })).toBeVisible();
  return page;
}

/** Looks the order up again, as the customer does to see what changed. */
async function lookUpAgain(customer: Page, phone: string) {
  await customer.getByLabel("Mobile number used at checkout").fill(phone);
  await customer.getByRole("button", { name: "Track order" }).click();
}

/** Asks for a return of the one fan, for a replacement or a refund, with the given photos. */
async function askForReturn(
  customer: Page,
  kind: "A refund" | "A replacement of the same product",
  photos = 0,
) {
  const send = customer.getByRole("button", { name: "Send request" });
  if (!(await send.isVisible())) await customer.getByText("Ask for a replacement or return").click();
  await customer.getByLabel(/How many of/).selectOption("1");
  await customer.getByRole("radio", { name: kind }).check();
  await customer
    .getByLabel("Reason")
    .selectOption({ label: "Manufacturing defect: it does not work as it should" });
  await customer.getByLabel("What is wrong?").fill("The fan hums but does not turn.");
  if (photos > 0) {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a8" } })
      .jpeg()
      .toBuffer();
    await customer.getByLabel("Photos of the problem, up to 4").setInputFiles(
      Array.from({ length: photos }, (_, index) => ({
        name: `fault-${index + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: photo,
      })),
    );
  }
  await customer.getByRole("button", { name: "Send request" }).click();
  const notice = customer.getByText(/Your request RET-\d+ is received/);
  await expect(notice).toBeVisible();
  return /RET-\d+/.exec((await notice.textContent()) ?? "")![0];
}

test("a refund asked for with photos is approved, inspected and refunded, and the customer sees every step", async ({
  page: staff,
  browser,
  baseURL,
}) => {
  test.slow();
  const phone = randomPhone();
  await signInAsOwner(staff);
  const orderNumber = await deliveredOrder(staff, phone);
  const customer = await trackAsCustomer(browser, baseURL!, orderNumber, phone);

  // Nothing chosen: the server says what is missing, by the fields.
  await customer.getByText("Ask for a replacement or return").click();
  await customer.getByLabel(/How many of/).selectOption("0");
  await customer.getByRole("button", { name: "Send request" }).click();
  await expect(customer.getByText("Choose a replacement or a refund.")).toBeVisible();
  await expect(customer.getByText("Choose at least one product to send back.")).toBeVisible();
  await expect(customer.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  const request = await askForReturn(customer, "A refund", 2);
  await expect(customer.getByText("Waiting for our reply")).toBeVisible();
  await expectNoSeriousA11yViolations(customer, { include: "section[aria-labelledby='return-title']" });

  // Staff see the request with its photos, and approve a pickup.
  await staff.goto("/admin/returns");
  const card = staff.locator("article", { has: staff.getByRole("heading", { name: `${request} · Refund` }) });
  await expect(card.getByRole("img", { name: `Photo 1 of ${request}` })).toBeVisible();
  await expect(card.getByRole("img", { name: `Photo 2 of ${request}` })).toBeVisible();
  await card.getByRole("button", { name: "Approve and set pickup" }).click();
  await expect(staff.getByText(`${request} approved: pickup on`)).toBeVisible();
  await card.getByLabel("Inspection on pickup").selectOption("restock");
  await card.getByRole("button", { name: "Complete" }).click();
  await expect(staff.getByText(`${request} completed. The units are back in stock.`)).toBeVisible();

  // The credit note makes the price due back; staff send it by UPI.
  await staff.goto(`/admin/orders?q=${phone}`);
  await staff.getByRole("link", { name: orderNumber }).click();
  await expect(staff.getByTestId("refund-due")).toHaveText("₹4,299.00 is due back to the customer.");
  await staff.getByLabel("Refund by").selectOption("upi");
  await staff
    .getByLabel("UTR or transfer reference")
    .fill(String(crypto.randomInt(100_000_000_000, 999_999_999_999)));
  await staff.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(staff.getByTestId("refund-due")).toHaveCount(0);

  await lookUpAgain(customer, phone);
  const requestCard = customer.locator("li", { hasText: `Request ${request}` });
  await expect(requestCard.getByText("Completed", { exact: true })).toBeVisible();
  await expect(requestCard.getByText(/approved: pickup on/)).toBeVisible();
  await expect(
    requestCard.getByText(/completed: credit note KHC\/\d{2}-\d{2}\/\d{6} for ₹4,299\.00 issued/),
  ).toBeVisible();
  await expect(customer.getByText("Refund of ₹4,299.00 sent to your UPI account.")).toBeVisible();
  await customer.context().close();
});

test("a refused request says why, and its unit can be asked for again", async ({
  page: staff,
  browser,
  baseURL,
}) => {
  const phone = randomPhone();
  await signInAsOwner(staff);
  const orderNumber = await deliveredOrder(staff, phone);
  const customer = await trackAsCustomer(browser, baseURL!, orderNumber, phone);
  const first = await askForReturn(customer, "A replacement of the same product");

  await staff.goto("/admin/returns");
  const firstCard = staff.locator("article", {
    has: staff.getByRole("heading", { name: `${first} · Replacement` }),
  });
  await firstCard.getByRole("button", { name: "Refuse" }).click();
  await expect(firstCard.getByText("Write the reason the customer will read")).toBeVisible();
  await expectNoSeriousA11yViolations(staff, { include: "main" });
  await firstCard
    .getByLabel("Reason the customer will read")
    .fill("The photos show a cracked blade from a fall.");
  await firstCard.getByRole("button", { name: "Refuse" }).click();
  await expect(staff.getByText(`${first} refused. The customer is told why.`)).toBeVisible();

  await lookUpAgain(customer, phone);
  const refused = customer.locator("li", { hasText: `Request ${first}` });
  await expect(refused.getByText("Not approved", { exact: true })).toBeVisible();
  await expect(refused.getByText("Reason: The photos show a cracked blade from a fall.")).toBeVisible();
  const second = await askForReturn(customer, "A refund");
  expect(second).not.toBe(first);
  await customer.context().close();
});

test("a replacement ships as a new order at no charge under a delivery challan", async ({
  page: staff,
  browser,
  baseURL,
}) => {
  const phone = randomPhone();
  await signInAsOwner(staff);
  const orderNumber = await deliveredOrder(staff, phone);
  const customer = await trackAsCustomer(browser, baseURL!, orderNumber, phone);
  const request = await askForReturn(customer, "A replacement of the same product");

  await staff.goto("/admin/returns");
  const requestCard = staff.locator("article", {
    has: staff.getByRole("heading", { name: `${request} · Replacement` }),
  });
  await requestCard.getByRole("button", { name: "Approve and set pickup" }).click();
  await expect(staff.getByText(`${request} approved`)).toBeVisible();
  await requestCard.getByLabel("Inspection on pickup").selectOption("brand");
  await requestCard.getByRole("button", { name: "Complete" }).click();
  await expect(staff.getByText(`${request} completed. The units go to the brand`)).toBeVisible();
  await staff.goto("/admin/returns?view=closed");
  const closed = staff.locator("article", {
    has: staff.getByRole("heading", { name: `${request} · Replacement` }),
  });
  await closed.getByRole("link", { name: /^ORD-/ }).filter({ hasNotText: orderNumber }).click();
  await expect(staff.getByRole("heading", { level: 1, name: /^Order ORD-/ })).toBeVisible();
  await expect(
    card(staff, "Returns").getByText(`Replacement at no charge for order ${orderNumber}`),
  ).toBeVisible();
  // it goes out like any order, with nothing to collect
  const replacementPath = new URL(staff.url()).pathname;
  await expect(staff.getByText("₹0").first()).toBeVisible();
  await postOrderSteps(staff, replacementPath, [
    { intent: "pack" },
    { intent: "ship", trackingId: "DTDC-REP-3344" },
    { intent: "deliver" },
  ]);
  await staff.reload();
  await staff.getByRole("link", { name: /^Print challan KHD\/\d{2}-\d{2}\/\d{6}$/ }).click();
  await expect(staff.getByRole("heading", { name: "Delivery Challan" })).toBeVisible();
  await expect(staff.getByTestId("challan-note")).toContainText(`order ${orderNumber}`);

  await lookUpAgain(customer, phone);
  const replaced = customer.locator("li", { hasText: `Request ${request}` });
  await expect(replaced.getByText(/completed: replacement order ORD-\S+ is sent at no charge/)).toBeVisible();
  const trackReplacement = replaced.getByRole("link", { name: /^Track replacement order ORD-/ });
  const replacementNumber = /ORD-\S+/.exec(await trackReplacement.innerText())![0];
  await trackReplacement.click();
  // The link navigates in the page: the form is filled once the replacement's lookup has replaced it.
  await expect(customer).toHaveURL(new RegExp(`order=${replacementNumber}$`));
  await expect(customer.getByLabel("Order number")).toHaveValue(replacementNumber);
  await lookUpAgain(customer, phone);
  await expect(customer.getByText(`Replacement at no charge for order ${orderNumber}`)).toBeVisible();
  const status = customer.locator("section[aria-labelledby='order-status-title']");
  await expect(status.locator("p", { hasText: "Status:" })).toHaveText("Status: Delivered");
  await expect(status.getByRole("definition").filter({ hasText: /^₹0$/ })).toBeVisible();
  await customer.context().close();
});
