import crypto from "node:crypto";

import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import { addDays, todayInIndia } from "../../app/lib/india-time";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { card, freshAddress } from "./page-helpers";
import { messagesAbout } from "./provider-inbox";

/**
 * The technician's day, end to end: the owner makes a technician sign-in and links it, the desk assigns a
 * booking made online, the technician works the visit on a phone, and the customer sees the invoice and
 * rates it. The steps share one booking, so they run in order.
 */
test.describe.configure({ mode: "serial" });

const phoneSize = { width: 390, height: 844 };
const phone = `9${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
const suffix = crypto.randomBytes(3).toString("hex");
const techUser = {
  username: `tech-${suffix}`,
  password: `tech-password-${suffix}`,
  name: `Murugan ${suffix.toUpperCase()}`,
};
const partName = "AC run capacitor 45+5 µF";
const tomorrow = addDays(todayInIndia(), 1);
let reference = "";
let jobCardPath = "";
let stockBefore = 0;

async function notice(page: Page, text: string | RegExp) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A phone camera's photo. */
async function photoFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Every picture in the region has loaded (its bytes came and decoded). */
async function expectPicturesLoaded(region: Locator, count: number) {
  const pictures = region.getByRole("img");
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    // pictures load lazily: each is brought into view first
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
}

async function customerPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: phoneSize,
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
  });
  return { context, page: await context.newPage() };
}

async function trackVisit(page: Page) {
  await page.goto(`/track-service?ref=${reference}`);
  await page.getByLabel("Mobile number used for the booking").fill(phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  await expect(page.getByRole("heading", { name: `Booking ${reference}` })).toBeVisible();
}

async function signInAsTechnician(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: phoneSize });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(techUser.username);
  await page.getByLabel("Password").fill(techUser.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  return { context, page };
}

test("the owner makes a technician sign-in and links it; the desk assigns them a booking made online", async ({
  page,
  browser,
}) => {
  const customer = await customerPage(browser);
  await customer.page.goto("/services/book");
  const form = customer.page.locator("form[aria-labelledby='booking-form-title']");
  await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel("Full name").fill("Meena Sundaram");
  await form.getByLabel("Mobile number").fill(phone);
  await form.getByLabel("Appliance").selectOption("ac");
  await form.getByLabel("Brand").selectOption("voltas");
  await form.getByLabel("Describe the issue").fill("Split AC not cooling, outdoor fan does not start");
  await form.getByLabel("Photos of the fault").setInputFiles(await photoFile("indoor-unit.jpg", "#9ab"));
  await form.getByLabel("Preferred date").fill(tomorrow);
  const sunday = new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0;
  await form.getByRole("radio", { name: sunday ? /Sunday emergency/ : /Morning/ }).check();
  await form.getByLabel("Address for the visit").fill("45, Perundurai Road, Thindal");
  await form.getByLabel("Pincode").fill("638009");
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Book My Service" }).click();
  await expect(customer.page.getByTestId("booking-reference")).toHaveText(/^SRV-/);
  reference = (await customer.page.getByTestId("booking-reference").textContent()) ?? "";
  await customer.context.close();

  await signInAsOwner(page);
  await page.goto("/admin/staff");
  const add = card(page, "Add a user");
  await add.getByLabel("Username").fill(techUser.username);
  await add.getByLabel("Name", { exact: true }).fill(techUser.name);
  await add.getByLabel("Role").selectOption("technician");
  await add.getByLabel("Initial password").fill(techUser.password);
  await add.getByRole("button", { name: "Add user" }).click();
  await expect(
    page.getByRole("cell", { name: techUser.username }).or(page.getByText(techUser.username)).first(),
  ).toBeVisible();

  await page.goto("/admin/technicians");
  const addTech = card(page, "Add a technician");
  await addTech.getByLabel("Name").fill(techUser.name);
  await addTech.getByRole("button", { name: "Add technician" }).click();
  await notice(page, `${techUser.name} is on the list.`);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: techUser.name }) });
  await item
    .getByLabel("Sign-in for their visits")
    .selectOption({ label: `${techUser.name} (${techUser.username})` });
  await item.getByRole("button", { name: `Save sign-in for ${techUser.name}` }).click();
  await notice(page, `${techUser.name} can sign in to see their visits.`);

  await page.goto("/admin/parts");
  const partRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(partName.slice(0, 16)) }) });
  stockBefore = Number(await partRow.getByLabel(`Stock of ${partName}`).inputValue());
  expect(stockBefore).toBeGreaterThan(0);

  await page.goto(`/admin/bookings?week=${tomorrow}`);
  await page
    .getByRole("table", { name: "Visits by day and slot" })
    .getByRole("link", { name: new RegExp(reference) })
    .click();
  const steps = card(page, "Next steps");
  await steps.getByRole("button", { name: "Confirm booking" }).click();
  await notice(page, "Booking confirmed.");
  await steps.getByRole("combobox", { name: "Technician" }).selectOption({ label: techUser.name });
  await steps.getByRole("button", { name: "Assign technician" }).click();
  await notice(page, `${techUser.name} is assigned to this visit.`);
});

test("the technician sees the visit on a phone and starts it with the code from the customer's page", async ({
  browser,
}) => {
  const { context, page } = await signInAsTechnician(browser);
  const visit = page.getByRole("listitem").filter({ hasText: "Meena Sundaram" });
  await expect(visit).toContainText("Repair");
  await expect(visit).toContainText("Air Conditioner, Voltas");
  await expect(visit).toContainText("Warranty not known");
  await expect(visit).toContainText("Split AC not cooling");
  await expect(visit.getByRole("link", { name: /Open in maps/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=45%2C%20Perundurai%20Road%2C%20Thindal%2C%20638009",
  );
  await expect(visit.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:+91${phone}`);
  // the technician's menu has only their visits and sign-out
  await page.getByText("Menu").click();
  const nav = page.getByRole("navigation", { name: "Back office" }).first();
  await expect(nav.getByRole("link")).toHaveText(["My visits"]);
  await page.getByText("Menu").click();
  await expectNoSeriousA11yViolations(page);
  await shot(page, "jobs-phone");

  const orders = await page.goto("/admin/orders");
  expect(orders?.status()).toBe(403);
  await expect(page.getByText("This page is not part of your visits.")).toBeVisible();

  await page.goto("/admin/jobs");
  await visit.getByRole("link", { name: /Open job card/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Repair: Meena Sundaram" })).toBeVisible();
  await shot(page, "job-card-1-assigned");

  const customer = await customerPage(browser);
  await trackVisit(customer.page);
  const codeLine = customer.page.getByText(
    /^Your visit code: \d{4}\. Tell it to the technician when they arrive\.$/,
  );
  await expect(codeLine).toBeVisible();
  const code = /(\d{4})/.exec((await codeLine.textContent()) ?? "")?.[1] ?? "";
  await customer.context.close();

  const start = card(page, "Start the visit");
  await start.getByLabel("Visit code").fill(code === "0000" ? "1111" : "0000");
  await start.getByRole("button", { name: "Start visit" }).click();
  await expect(start.getByLabel("Visit code")).toHaveAccessibleDescription(/That code does not match/);
  await expectNoSeriousA11yViolations(page);
  await start.getByLabel("Visit code").fill(code);
  await start.getByRole("button", { name: "Start visit" }).click();
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();
  await context.close();
});

test("the technician records the diagnosis on a weak signal and adds a part", async ({ browser }) => {
  const { context, page } = await signInAsTechnician(browser);
  await page
    .getByRole("link", { name: /Open job card/ })
    .first()
    .click();
  const diagnosis = card(page, "Diagnosis").getByLabel("What you found");
  const keeping = page.locator("[data-kept-entries='on']");
  await expect(keeping).toBeAttached();
  // typed on a weak signal: a reload keeps it, and a submit that never reaches the shop loses nothing
  await diagnosis.fill("Outdoor fan capacitor failed");
  await page.reload();
  await expect(keeping).toBeAttached();
  await expect(diagnosis).toHaveValue("Outdoor fan capacitor failed");
  await page.route("**/admin/jobs/**", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await card(page, "Diagnosis").getByRole("button", { name: "Save diagnosis" }).click();
  // the phone believes it has signal, but the post never arrived: the step waits on the phone
  await expect(
    page.getByRole("alert").filter({ hasText: /^No signal: this step is saved on this phone/ }),
  ).toBeVisible();
  await expect(diagnosis).toHaveValue("Outdoor fan capacitor failed");
  const waiting = card(page, "Waiting to send (1)");
  await expect(waiting.getByRole("listitem")).toHaveText([/^Save the diagnosisWaiting/]);
  await page.unrouteAll();
  await waiting.getByRole("button", { name: "Send now" }).click();
  await expect(waiting).toHaveCount(0);
  await expect(diagnosis).toHaveValue("Outdoor fan capacitor failed");
  const parts = card(page, "Parts used");
  const option = parts.locator("option").filter({ hasText: partName });
  await parts.getByLabel("Part").selectOption((await option.getAttribute("value")) ?? "");
  await parts.getByRole("button", { name: "Add part" }).click();
  await expect(parts.getByRole("listitem")).toContainText(`${partName}1 × ₹450`);
  // the customer's photo of the fault came with the booking; the technician adds one before the work
  const photos = card(page, "Photos");
  await expectPicturesLoaded(photos, 1);
  await expect(photos.getByRole("heading", { name: "Photos of the fault" })).toBeVisible();
  await expect(photos.getByRole("img", { name: "The fault, photo 1" })).toBeVisible();
  await photos.getByLabel("Photos before the work").setInputFiles(await photoFile("before.jpg", "#a55"));
  await photos.getByRole("button", { name: "Add the before photos" }).click();
  await expectPicturesLoaded(photos, 2);
  await expect(card(page, "Diagnosis").getByLabel("What you found")).toHaveValue(
    "Outdoor fan capacitor failed",
  );
  await shot(page, "job-card-2-parts");
  await context.close();
});

async function openJobCard(browser: Browser) {
  const { context, page } = await signInAsTechnician(browser);
  await page
    .getByRole("link", { name: /Open job card/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
  jobCardPath = new URL(page.url()).pathname;
  return { context, page, bill: card(page, "Bill and payment") };
}

test("the technician sends an estimate by message; looked up by reference and phone, it cannot be answered", async ({
  browser,
}) => {
  const { context, page, bill } = await openJobCard(browser);
  await bill.getByLabel("Work done (rate card)").selectOption("ac-gas-refill");
  await bill.getByRole("radio", { name: "Cash" }).check();
  await bill.getByRole("button", { name: "Show the bill" }).click();
  // ₹1,500 labour + ₹450 part + 18% GST (₹351): the customer approves before the work is billed
  await expect(page.getByTestId("bill-total")).toHaveText("₹2,301.00");
  await expect(page.getByRole("button", { name: /received: complete the visit/ })).toHaveCount(0);
  await bill.getByRole("button", { name: "Send the estimate (₹2,301.00)" }).click();
  await notice(page, /^Estimate sent\./);
  await shot(page, "job-card-3-estimate-sent");
  const [message] = await messagesAbout(page.request, reference, 1, "estimate_sent");
  expect(message?.values.slice(0, 2)).toEqual([reference, "2301"]);

  const customer = await customerPage(browser);
  // looked up by reference and phone, the estimate shows but cannot be answered: only the message proves the number
  await trackVisit(customer.page);
  const estimate = customer.page.getByRole("region", { name: "Estimate for your repair" });
  await expect(estimate).toContainText("tell the technician the code in it");
  await expect(estimate.getByRole("button")).toHaveCount(0);
  await customer.context.close();
  await context.close();
});

test("the customer declines the estimate from the message's link, so the job card bills only the visit charge", async ({
  browser,
  request,
}) => {
  const [message] = await messagesAbout(request, reference, 1, "estimate_sent");
  const customer = await customerPage(browser);
  const estimate = customer.page.getByRole("region", { name: "Estimate for your repair" });
  await customer.page.goto(`/t/${message?.values.at(-1) ?? ""}`);
  await expect(estimate.getByTestId("estimate-total")).toHaveText("₹2,301.00");
  await expect(estimate).toContainText("Labour: Gas refill with leak check");
  await expect(estimate).toContainText(`${partName} × 1`);
  await expectNoSeriousA11yViolations(customer.page, {
    include: "section[aria-labelledby='estimate-title']",
  });
  await shot(customer.page, "track-service-estimate");
  await estimate.getByRole("button", { name: "Decline" }).click();
  await expect(estimate.getByRole("status")).toHaveText(
    "You declined the estimate: the technician will not do this work.",
  );
  await customer.context.close();

  const { context, page } = await signInAsTechnician(browser);
  await page.goto(`${jobCardPath}?labour=ac-gas-refill&pay=cash`);
  await notice(page, /^The customer declined the estimate/);
  await expect(page.getByTestId("bill-total")).toHaveText("₹299.00");
  await shot(page, "job-card-4-estimate-declined");
  await context.close();
});

test("a smaller repair gets a new estimate, approved with the code the customer reads out; UPI for the exact amount completes the visit", async ({
  browser,
}) => {
  const { context, page, bill } = await openJobCard(browser);

  await bill.getByLabel("Work done (rate card)").selectOption("ac-general-service");
  await bill.getByRole("radio", { name: "UPI" }).check();
  await bill.getByRole("button", { name: "Show the bill" }).click();
  // ₹500 labour + ₹450 part + 18% GST (₹171), the ₹299 visit charge waived
  await expect(page.getByTestId("bill-total")).toHaveText("₹1,121.00");
  await expect(page.getByRole("img", { name: /UPI QR code/ })).toHaveCount(0);
  await expect(bill).toContainText("The work changed since the last estimate.");
  await bill.getByRole("button", { name: "Send the estimate (₹1,121.00)" }).click();
  const [, message] = await messagesAbout(page.request, reference, 2, "estimate_sent");
  const code = message?.values[2] ?? "";
  const codeField = bill.getByLabel("Code from the customer's estimate message");
  await codeField.fill(code === "0000" ? "1111" : "0000");
  await bill.getByRole("button", { name: "Approve with the code" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "That code does not match the estimate." }),
  ).toBeVisible();
  await codeField.fill(code);
  await bill.getByRole("button", { name: "Approve with the code" }).click();
  await notice(page, "The customer approved the estimate.");
  await expect(page.getByRole("img", { name: "UPI QR code to pay ₹1,121.00" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Open in a UPI app/ })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?.*am=1121\.00/,
  );
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await shot(page, "job-card-5-approved-bill");

  const photos = card(page, "Photos");
  await photos.getByLabel("Photos after the work").setInputFiles(await photoFile("after.jpg", "#5a5"));
  await photos.getByRole("button", { name: "Add the after photos" }).click();
  await expectPicturesLoaded(photos, 3);
  // without a signature or a reason for none, the visit is not completed
  await page.getByRole("button", { name: "UPI received: complete the visit" }).click();
  await expect(page.getByLabel("If the customer cannot sign")).toHaveAccessibleDescription(
    "Please ask the customer to sign in the box, or choose why they cannot sign.",
  );
  const pad = page.getByRole("img", { name: "Signature box, empty" });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.2],
    [0.5, 0.8],
    [0.7, 0.3],
    [0.9, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  }
  await page.mouse.up();
  await expect(page.getByRole("img", { name: "The customer's signature, drawn" })).toBeVisible();
  await shot(page, "job-card-5-signed");
  await page.getByRole("button", { name: "UPI received: complete the visit" }).click();
  await notice(page, "Visit completed. The customer sees this invoice on their tracking page.");
  await expect(
    page.getByRole("heading", { name: /^Service invoice KHS\/\d{2}-\d{2}\/\d{6}$/ }),
  ).toBeVisible();
  await shot(page, "job-card-6-completed");
  // a retried completion changes nothing and answers with the completed card
  const retry = await page.request.post(page.url(), {
    form: { intent: "complete", labour: "none", pay: "cash", unsigned: "declined" },
    maxRedirects: 0,
  });
  expect(retry.status()).toBe(302);
  await page.reload();
  await expect(page.getByText("Paid by UPI")).toBeVisible();
  await expect(page.getByRole("img", { name: "Customer's signature" })).toBeVisible();
  await context.close();
});

test("the customer sees the invoice and rates the visit; the back office shows the rating and the stock", async ({
  page,
  browser,
}) => {
  const customer = await customerPage(browser);
  await trackVisit(customer.page);
  const invoice = customer.page.getByRole("region", { name: /^Service invoice KHS\/\d{2}-\d{2}\/\d{6}$/ });
  await expect(invoice).toContainText(`${partName} × 1`);
  await expect(invoice).toContainText("Labour: General service");
  await expect(invoice).toContainText("₹1,121.00");
  await expect(invoice).toContainText("Paid by UPI");
  // a full tax invoice: the dealer's GSTIN, the customer, SAC for labour, HSN for the AC part, CGST = SGST
  await expect(invoice).toContainText("Tax invoice");
  await expect(invoice).toContainText("GSTIN: 33ABCDE1234F1Z7");
  await expect(invoice).toContainText("Place of supply: Tamil Nadu (33)");
  const lines = invoice.getByTestId("visit-invoice-line");
  await expect(lines.filter({ hasText: "Labour: General service" })).toContainText("SAC 998715");
  await expect(lines.filter({ hasText: partName })).toContainText("HSN 841590");
  await expect(invoice.getByRole("columnheader", { name: "CGST 9%" })).toBeVisible();
  await expect(invoice).toContainText("Authorised signatory");
  // the photos of the work and the customer's signature, each from its signed link
  await expect(invoice.getByRole("heading", { name: "Photos of the work" })).toBeVisible();
  await expect(invoice.getByRole("img", { name: "Before the work, photo 1" })).toBeVisible();
  await expect(invoice.getByRole("img", { name: "After the work, photo 1" })).toBeVisible();
  await expect(invoice).toContainText(/Signed on \d{1,2} \w{3} \d{4}/);
  await expectPicturesLoaded(invoice, 3);
  const pdf = await customer.page.request.get(
    (await invoice.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // the before and after photos and the signature are printed in it
  expect((await pdf.body()).toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(3);
  const photoHref =
    (await invoice.getByRole("img", { name: "Before the work, photo 1" }).getAttribute("src")) ?? "";
  expect((await customer.page.request.get(photoHref)).headers()["cache-control"]).toBe("private, no-store");
  expect((await customer.page.request.get(`${photoHref.slice(0, -4)}AAAA`)).status()).toBe(404);
  expect((await customer.page.request.get("/service-invoice.pdf?t=SRV-FORGED.9999999999.abc")).status()).toBe(
    404,
  );
  await expect(customer.page.getByText(/Your visit code/)).toHaveCount(0);
  await customer.page.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(customer.page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  // the chosen star and those before it light up, the fifth stays grey
  const starColours = () =>
    customer.page
      .locator("label")
      .filter({ hasText: /^\d stars?$/ })
      .evaluateAll((labels) => labels.map((label) => getComputedStyle(label).color));
  await expect.poll(async () => new Set((await starColours()).slice(0, 4)).size).toBe(1);
  const [lit, , , , unlit] = await starColours();
  expect(lit).not.toBe(unlit);
  await customer.page.getByLabel("Comment").fill("Came on time and explained the fault");
  await expectNoSeriousA11yViolations(customer.page);
  await shot(customer.page, "track-service-invoice-rating");
  await customer.page.getByRole("button", { name: "Send rating" }).click();
  await expect(
    customer.page.getByRole("status").filter({ hasText: "Your rating has been sent." }),
  ).toBeVisible();
  await expect(customer.page.getByText("Thank you for rating your visit: 4 of 5 stars.")).toBeVisible();
  await expect(customer.page.getByRole("button", { name: "Send rating" })).toHaveCount(0);
  await shot(customer.page, "track-service-thanks");
  await customer.context.close();

  await signInAsOwner(page);
  await page.goto("/admin/jobs");
  await expect(page.getByText("Your sign-in is not linked to a technician yet.")).toBeVisible();
  await page.goto("/admin/technicians");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: techUser.name }) });
  await expect(item).toContainText("Average rating 4.0 of 5 from 1 rating");
  await expectNoSeriousA11yViolations(page);
  await shot(page, "technicians-desktop");
  await page.goto("/admin/parts");
  await expect(page.getByLabel(`Stock of ${partName}`)).toHaveValue(String(stockBefore - 1));
  await expectNoSeriousA11yViolations(page);
  await shot(page, "parts-desktop");
});
