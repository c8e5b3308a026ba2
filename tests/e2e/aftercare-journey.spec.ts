import crypto from "node:crypto";

import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";

import { addDays, formatDate, formatLongDate, todayInIndia } from "../../app/lib/india-time";
import { repairWarrantyEndDate, warrantyEndDate } from "../../app/modules/appliances/warranty-rules";
import { fillInstallationVisit, installationVisitChoice } from "../support/installation-visit";
import { sampleBrandGstin, wrongCheckGstin } from "../support/sample-gstin";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { card, freshAddress } from "./page-helpers";
import { messagesAbout } from "./provider-inbox";

/**
 * From sale to service in one story: a split AC bought with its installation visit, delivered with a serial
 * number, found under My Appliances in warranty, a repair booked from it, worked by a technician on a phone
 * (visit code, a part the warranty covers and one it excludes, UPI for the excluded one), rated by the
 * customer, and the warranty claim on LG followed to payment. The steps share one order, so they run in order.
 */
test.describe.configure({ mode: "serial", timeout: 60_000 });

const phoneSize = { width: 390, height: 844 };
const suffix = crypto.randomBytes(3).toString("hex");
const phone = `97${String(crypto.randomInt(10_000_000, 99_999_999))}`;
const customerName = `Anitha ${suffix.toUpperCase()}`;
const splitAc = { id: "4", title: "LG 1.5 Ton 5 Star AI DUAL Inverter Split AC" };
const serial = `LGAC-${suffix.toUpperCase()}`;
// Another part than the job-card spec's, so the two stock checks cannot disturb each other.
const partName = "R32 gas refill, per kg";
const excludedPart = "AC indoor PCB (universal)";
const technician = {
  username: `fitter-${suffix}`,
  password: `fitter-password-${suffix}`,
  name: `Selvam ${suffix}`,
};
const today = todayInIndia();
const tomorrow = addDays(today, 1);
let orderNumber = "";
let repairReference = "";
let stockBefore = 0;
let repairJobPath = "";
let claimPath = "";
const partsDay = addDays(today, 2);
// a revisit the next working day: the emergency slot is the only one on a Sunday
const revisitDay = addDays(today, 1);
const revisitSlot = new Date(`${revisitDay}T00:00:00Z`).getUTCDay() === 0 ? /Sunday emergency/ : /Afternoon/;

async function customerOnPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: phoneSize,
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
  });
  return { context, page: await context.newPage() };
}

async function trackRepair(page: Page) {
  await page.goto(`/track-service?ref=${repairReference}`);
  await page.getByLabel("Mobile number used for the booking").fill(phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  await expect(page.getByRole("heading", { name: `Booking ${repairReference}` })).toBeVisible();
}

async function technicianOnPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: phoneSize });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(technician.username);
  await page.getByLabel("Password").fill(technician.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  return { context, page };
}

test("a shopper buys a split AC with its installation visit", async ({ browser }) => {
  const { context, page } = await customerOnPhone(browser);
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
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("Full name").fill(customerName);
  await box("Email").fill("anitha@example.in");
  await box("Phone number").fill(phone);
  await box("Address").fill("3, Sathy Road, Gandhipuram");
  await box("City").fill("Coimbatore");
  await box("Pincode").fill("641012");
  await fillInstallationVisit(page, installationVisitChoice("641012"));
  await expect(page.getByTestId("checkout-installation")).toHaveText("₹1,499.00");
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^ORD-/);
  await expect(page.getByTestId("installation-visit")).toContainText("Requested");
  await context.close();
});

test("staff deliver it and set up a technician", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await page.getByRole("button", { name: "Mark packed" }).click();
  await expect(page.getByText("Marked as packed.")).toBeVisible();
  await page.getByLabel("Courier tracking ID").fill(`DTDC-${suffix}`);
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText(`Marked as shipped with tracking ID DTDC-${suffix}.`)).toBeVisible();
  // the serial is left for the installation, where the technician reads it off the installed unit
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await expect(page.getByText("Marked as delivered.")).toBeVisible();
  // delivering the order leaves its installation visit open
  await expect(page.getByTestId("order-installation-visit")).toContainText("Requested");

  await page.goto("/admin/staff");
  const add = card(page, "Add a user");
  await add.getByLabel("Username").fill(technician.username);
  await add.getByLabel("Name", { exact: true }).fill(technician.name);
  await add.getByLabel("Role").selectOption("technician");
  await add.getByLabel("Initial password").fill(technician.password);
  await add.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText(technician.username).first()).toBeVisible();
  await page.goto("/admin/technicians");
  const addTechnician = card(page, "Add a technician");
  await addTechnician.getByLabel("Name").fill(technician.name);
  await addTechnician.getByRole("button", { name: "Add technician" }).click();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: technician.name }) });
  await item
    .getByLabel("Sign-in for their visits")
    .selectOption({ label: `${technician.name} (${technician.username})` });
  await item.getByRole("button", { name: `Save sign-in for ${technician.name}` }).click();
  await expect(page.getByText(`${technician.name} can sign in to see their visits.`)).toBeVisible();

  await page.goto("/admin/parts");
  stockBefore = Number(await page.getByLabel(`Stock of ${partName}`).inputValue());
  expect(stockBefore).toBeGreaterThan(0);
});

test("the technician installs the AC and records its serial number on the job card", async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await page.getByTestId("order-installation-visit").getByRole("link").click();
  const steps = card(page, "Next steps");
  await steps.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking confirmed." })).toBeVisible();
  await steps.getByRole("combobox", { name: "Technician" }).selectOption({ label: technician.name });
  await steps.getByRole("button", { name: "Assign technician" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${technician.name} is assigned` })).toBeVisible();
  // the technician is at the door: the desk starts the visit for them
  await steps.getByRole("button", { name: "Start visit" }).click();
  await expect(page.getByText("In progress", { exact: true }).first()).toBeVisible();
  const visitId = /\/admin\/bookings\/(\d+)/.exec(page.url())?.[1] ?? "";

  const { context: fitter, page: job } = await technicianOnPhone(browser);
  await job.goto(`/admin/jobs/${visitId}`);
  const bill = card(job, "Bill and payment");
  await expect(bill).toContainText("The installation charge was paid with the order");
  await bill.getByRole("radio", { name: "Cash" }).check();
  await bill.getByRole("button", { name: "Show the bill" }).click();
  const serials = bill.getByRole("group", { name: "Serial numbers of the installed units" });
  const field = serials.getByLabel(splitAc.title);
  await expect(field).toHaveAttribute("required", "");
  await field.fill(serial.toLowerCase());
  await expectNoSeriousA11yViolations(job, { include: "main" });
  // the buyer was out at work: the fitter records why there is no signature
  await bill.getByLabel("If the customer cannot sign").selectOption("The customer was not present");
  await job.getByRole("button", { name: "Complete the visit" }).click();
  await expect(
    job
      .getByRole("status")
      .filter({ hasText: "Visit completed. The customer sees this invoice on their tracking page." }),
  ).toBeVisible();
  await fitter.close();
});

test("the customer finds the AC in warranty under My Appliances and books a repair from it", async ({
  browser,
}) => {
  const { context, page } = await customerOnPhone(browser);
  await page.goto("/my-appliances");
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("Mobile number used at checkout").fill(phone);
  await page.getByRole("button", { name: "Show my appliances" }).click();
  const appliance = page.getByRole("listitem").filter({ hasText: splitAc.title });
  await expect(appliance).toContainText(serial);
  await expect(appliance).toContainText(`In warranty until ${formatDate(warrantyEndDate(today, 12))}`);
  await expect(appliance).toContainText("5 years on the compressor");

  await appliance.getByRole("link", { name: "Book a repair" }).click();
  const form = page.locator("form[aria-labelledby='booking-form-title']");
  await expect(form).toHaveAttribute("novalidate", "");
  await expect(page.getByText(`For: ${splitAc.title}, serial ${serial}`)).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue(customerName);
  await expect(form.getByLabel("Mobile number")).toHaveValue(phone);
  await expect(form.getByLabel("Appliance")).toHaveValue("ac");
  await expect(form.getByLabel("Brand")).toHaveValue("lg");
  await expect(form.getByLabel("Pincode")).toHaveValue("641012");
  await form.getByLabel("Describe the issue").fill("Cooling has dropped since last week");
  await form.getByLabel("Preferred date").fill(tomorrow);
  const sunday = new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0;
  await form.getByRole("radio", { name: sunday ? /Sunday emergency/ : /Afternoon/ }).check();
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Book My Service" }).click();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^SRV-/);
  repairReference = (await page.getByTestId("booking-reference").textContent()) ?? "";
  await trackRepair(page);
  await expect(page.getByText("In warranty", { exact: true })).toBeVisible();
  await context.close();
});

test("a technician on a phone starts the visit with the customer's code and marks which parts LG's warranty covers", async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  await page.goto(`/admin/bookings?view=list&q=${repairReference}`);
  await page
    .getByRole("link", { name: new RegExp(repairReference) })
    .first()
    .click();
  const steps = card(page, "Next steps");
  await steps.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking confirmed." })).toBeVisible();
  await steps.getByRole("combobox", { name: "Technician" }).selectOption({ label: technician.name });
  await steps.getByRole("button", { name: "Assign technician" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${technician.name} is assigned` })).toBeVisible();

  const customer = await customerOnPhone(browser);
  await trackRepair(customer.page);
  const codeLine = customer.page.getByText(/^Your visit code: \d{4}\./);
  await expect(codeLine).toBeVisible();
  const code = /(\d{4})/.exec((await codeLine.textContent()) ?? "")?.[1] ?? "";
  await customer.context.close();

  const { context: fitter, page: job } = await technicianOnPhone(browser);
  // the repair, not the installation visit (listed too when it falls today or tomorrow)
  const visit = job
    .getByRole("listitem")
    .filter({ hasText: customerName })
    .filter({ hasText: "Cooling has dropped" });
  await expect(visit).toContainText(`In warranty until ${formatDate(warrantyEndDate(today, 12))}`);
  await expect(visit).toContainText("Cooling has dropped since last week");
  await visit.getByRole("link", { name: /Open job card/ }).click();

  const start = card(job, "Start the visit");
  await start.getByLabel("Visit code").fill(code);
  await start.getByRole("button", { name: "Start visit" }).click();
  await expect(job.getByText("In progress", { exact: true })).toBeVisible();

  await card(job, "Diagnosis").getByLabel("What you found").fill("Gas low after a flare joint leak");
  await card(job, "Diagnosis").getByRole("button", { name: "Save diagnosis" }).click();
  const parts = card(job, "Parts used");
  const addPart = async (name: string, excluded: boolean) => {
    const option = parts.locator("option").filter({ hasText: name });
    await parts.getByLabel("Part").selectOption((await option.getAttribute("value")) ?? "");
    await parts.getByRole("checkbox", { name: /Not covered by LG's warranty/ }).setChecked(excluded);
    await parts.getByRole("button", { name: "Add part" }).click();
    await expect(parts.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  };
  await addPart(partName, false);
  await expect(parts.getByRole("listitem").filter({ hasText: partName })).toContainText(
    `${partName}1 × ₹1,600Covered by LG`,
  );
  // a rat chewed the indoor board: physical damage the brand's warranty does not cover
  await addPart(excludedPart, true);
  await expect(parts.getByRole("listitem").filter({ hasText: excludedPart })).toContainText(
    "Not covered: the customer pays",
  );
  await fitter.close();
});

test("the customer approves the estimate for the excluded part from the message's link", async ({
  browser,
}) => {
  const { context: fitter, page: job } = await technicianOnPhone(browser);
  await job
    .getByRole("listitem")
    .filter({ hasText: customerName })
    .filter({ hasText: "Cooling has dropped" })
    .getByRole("link", { name: /Open job card/ })
    .click();
  await expect(job).toHaveURL(/\/admin\/jobs\/\d+$/);
  repairJobPath = new URL(job.url()).pathname;
  const bill = card(job, "Bill and payment");
  await bill.getByLabel("Work done (rate card)").selectOption("ac-gas-refill");
  await bill.getByRole("button", { name: "Show the bill" }).click();
  // ₹1,500 labour + ₹1,600 gas + 18% GST (₹558) to LG; the visit charge is waived when work goes ahead
  await expect(job.getByTestId("claim-total")).toHaveText("₹3,658.00");
  // ₹3,200 board + 18% GST (₹576) to the customer, who approves its estimate first: here from the message's link
  await expect(job.getByTestId("bill-total")).toHaveText("₹3,776.00");
  await bill.getByRole("button", { name: "Send the estimate (₹3,776.00)" }).click();
  const [message] = await messagesAbout(job.request, repairReference, 1, "estimate_sent");
  const { context: phone, page: customer } = await customerOnPhone(browser);
  await customer.goto(`/t/${message?.values.at(-1) ?? ""}`);
  const estimate = customer.getByRole("region", { name: "Estimate for your repair" });
  await expect(estimate).toContainText(`${excludedPart} × 1`);
  await expect(estimate).not.toContainText(partName);
  await expect(estimate.getByTestId("estimate-total")).toHaveText("₹3,776.00");
  await estimate.getByRole("button", { name: "Approve the estimate" }).click();
  await expect(estimate.getByRole("status")).toHaveText(
    "You approved the estimate: the technician goes ahead with the work.",
  );
  await phone.close();
  await fitter.close();
});

test("the board is not in the van: the visit waits for it, and the customer sees when it is expected", async ({
  browser,
}) => {
  const { context: fitter, page: job } = await technicianOnPhone(browser);
  await job.goto(repairJobPath);
  const wait = card(job, "Waiting for a part");
  await wait.getByLabel("Part expected by").fill(partsDay);
  await wait.getByRole("radio", { name: "Ordered from the brand" }).check();
  await wait.getByRole("button", { name: "Wait for the part" }).click();
  await expect(
    job
      .getByRole("status")
      .filter({ hasText: `Waiting for the part, expected by ${formatLongDate(partsDay)}.` }),
  ).toBeVisible();
  const { context: phone, page: customer } = await customerOnPhone(browser);
  await trackRepair(customer);
  await expect(
    customer.getByText(`Waiting for parts (expected by ${formatLongDate(partsDay)})`),
  ).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath("track-service-waiting.png"), fullPage: true });
  await phone.close();
  await fitter.close();
});

test("the desk books the revisit; the technician starts it with the customer's code, claims the covered work from LG and takes UPI for the board", async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  // the parts desk's list of what the brands are to send leads to the visit
  await page.goto("/admin/parts");
  const expected = card(page, "Expected from brands")
    .getByRole("listitem")
    .filter({ hasText: repairReference });
  await expect(expected).toContainText(/^KHP\/\d{2}-\d{2}\/\d{6} to LG/);
  await expected.getByRole("link", { name: repairReference }).click();
  const steps = card(page, "Next steps");
  await expect(steps).toContainText(`The part is expected by ${formatLongDate(partsDay)}.`);
  // the technician's wait wrote a purchase order to LG for the visit's parts; the desk receives it
  const ordered = card(page, "Parts ordered from the brand");
  const order = ordered.getByRole("listitem").filter({ hasText: /^KHP\/\d{2}-\d{2}\/\d{6} to LG/ });
  await expect(order).toContainText(`${partName} × 1`);
  await expect(order).toContainText(`${excludedPart} × 1`);
  await expect(order).toContainText(`expected by ${formatLongDate(partsDay)}`);
  const poNumber = /KHP\/\d{2}-\d{2}\/\d{6}/.exec((await order.textContent()) ?? "")?.[0] ?? "";
  const pdf = await page.request.get(
    (await order.getByRole("link", { name: /^Download the order \(PDF\)/ }).getAttribute("href")) ?? "",
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`${poNumber.replace(/\//g, "-")}.pdf`);
  await order.getByRole("button", { name: /^Parts received/ }).click();
  await expect(page.getByRole("status").filter({ hasText: `${poNumber} received` })).toBeVisible();
  await expect(order).toContainText("Received");
  await expect(order.getByRole("button", { name: /^Parts received/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await page.screenshot({ path: test.info().outputPath("desk-revisit.png"), fullPage: true });
  await steps.getByLabel("Revisit date").fill(revisitDay);
  await steps.getByRole("radio", { name: revisitSlot }).check();
  await steps.getByRole("button", { name: "Book the revisit" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Revisit booked for / })).toBeVisible();

  const { context: phone, page: customer } = await customerOnPhone(browser);
  await trackRepair(customer);
  await expect(customer.getByText("Revisit booked").first()).toBeVisible();
  const codeLine = customer.getByText(/^Your visit code: \d{4}\./);
  const code = /(\d{4})/.exec((await codeLine.textContent()) ?? "")?.[1] ?? "";
  await phone.close();

  const { context: fitter, page: job } = await technicianOnPhone(browser);
  await job.goto(repairJobPath);
  const start = card(job, "Start the visit");
  await start.getByLabel("Visit code").fill(code);
  await start.getByRole("button", { name: "Start visit" }).click();
  const bill = card(job, "Bill and payment");
  await bill.getByLabel("Work done (rate card)").selectOption("ac-gas-refill");
  await bill.getByRole("button", { name: "Show the bill" }).click();
  await expect(job.getByText("choose cash or UPI above and show the bill again")).toBeVisible();
  await bill.getByRole("radio", { name: "UPI" }).check();
  await bill.getByRole("button", { name: "Show the bill" }).click();
  await expect(job.getByRole("img", { name: "UPI QR code to pay ₹3,776.00" })).toBeVisible();
  await expectNoSeriousA11yViolations(job, { include: "main" });
  await bill.getByLabel("If the customer cannot sign").selectOption("The customer declined to sign");
  await job.getByRole("button", { name: "UPI received: complete the visit" }).click();
  await expect(
    job
      .getByRole("status")
      .filter({ hasText: "Visit completed. The customer sees this invoice on their tracking page." }),
  ).toBeVisible();
  await expect(
    job.getByRole("status").filter({ hasText: /^Warranty claim WC-\w+ on LG for ₹3,658\.00 is raised/ }),
  ).toBeVisible();
  await fitter.close();
});

test("the customer sees the warranty's cover, the invoice for the excluded part and the repair warranty, and rates the visit; the part received from LG was used", async ({
  page,
  browser,
}) => {
  const repairWarrantyLine = `Repair warranty until ${formatDate(repairWarrantyEndDate(today))}`;
  const { context, page: customer } = await customerOnPhone(browser);
  await trackRepair(customer);
  const covered = customer.getByRole("region", { name: "Covered by the warranty" });
  await expect(covered).toContainText(
    "This repair is covered by LG's warranty: you pay nothing for the work it covers. We claim it from LG.",
  );
  // the invoice has only the board the warranty excluded: no labour, no gas
  const invoice = customer.getByRole("region", { name: /^Service invoice KHS\/\d{2}-\d{2}\/\d{6}$/ });
  await expect(invoice).toContainText(`${excludedPart} × 1`);
  await expect(invoice).not.toContainText(partName);
  await expect(invoice).not.toContainText("Labour");
  await expect(invoice).toContainText("₹3,776.00");
  await expect(invoice).toContainText("Paid by UPI");
  await expect(customer.getByText(repairWarrantyLine)).toBeVisible();
  // the invoice's table scrolls in its own box: the page itself never scrolls sideways on a phone
  await expect.poll(() => customer.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await customer.locator("label").filter({ hasText: "5 stars" }).click();
  await customer.getByLabel("Comment").fill("Found the leak quickly");
  await customer.getByRole("button", { name: "Send rating" }).click();
  await expect(customer.getByText("Thank you for rating your visit: 5 of 5 stars.")).toBeVisible();
  await context.close();

  await signInAsOwner(page);
  // one came in on LG's order and one went into the AC
  await page.goto("/admin/parts");
  await expect(page.getByLabel(`Stock of ${partName}`)).toHaveValue(String(stockBefore));
  await page.goto("/admin/technicians");
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: technician.name }) });
  await expect(item).toContainText("Average rating 5.0 of 5 from 1 rating");
});

test("the owner follows the claim on LG: its number and the returned part", async ({ page }) => {
  await page.setViewportSize(phoneSize);
  await signInAsOwner(page);
  await page.goto("/admin/claims?brand=lg&status=raised");
  await expect(page.getByRole("table", { name: "Claims by brand" })).toContainText("LG");
  const row = page.getByRole("row").filter({ hasText: customerName });
  await expect(row).toContainText("₹3,658.00");
  await expect(row).toContainText("Raised");
  await expect(row).toContainText("0 days ago");
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await row.getByRole("link", { name: /^WC-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Claim WC-\w+ on LG$/ })).toBeVisible();
  const billed = card(page, "Billed to the brand");
  await expect(billed).toContainText("Labour: Gas refill with leak check");
  await expect(billed).toContainText(`${partName} × 1`);
  await expect(billed).not.toContainText(excludedPart);

  const answer = card(page, "The brand's answer");
  await answer.getByRole("button", { name: "Save SRN" }).click();
  await expect(answer.getByLabel("LG's service request number (SRN)")).toBeFocused();
  const srn = `LG/${suffix.toUpperCase()}/77`;
  await answer.getByLabel("LG's service request number (SRN)").fill(srn);
  await answer.getByRole("button", { name: "Save SRN" }).click();
  await expect(page.getByRole("status").filter({ hasText: "service request number is saved" })).toBeVisible();
  await expect(page.getByText(`SRN: ${srn}`)).toBeVisible();

  const defective = card(page, "Defective parts");
  await defective.getByRole("button", { name: `Returned ${partName}`, exact: true }).click();
  await expect(defective).toContainText("Defective part returned to the brand");
  claimPath = new URL(page.url()).pathname;
});

test("LG rejects the claim; the customer, asked by a message to pay for the repair, declines and is not charged", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(phoneSize);
  await signInAsOwner(page);
  await page.goto(claimPath);
  const answer = card(page, "The brand's answer");
  await answer.getByLabel("The brand's reason for rejecting").fill("Physical damage to the outdoor unit");
  await answer.getByRole("button", { name: "LG rejected the claim" }).click();
  await expect(page.getByText("Rejected", { exact: true })).toBeVisible();
  const bill = card(page, "Bill the customer");
  await bill.getByRole("button", { name: `Ask ${customerName} to pay ₹3,658.00` }).click();
  await expect(bill).toContainText("waiting for the customer's answer");
  await expectNoSeriousA11yViolations(page, { include: "main" });

  const [message] = await messagesAbout(page.request, repairReference, 1, "claim_rebill");
  const { context: phoneContext, page: customer } = await customerOnPhone(browser);
  await customer.goto(`/t/${message?.values.at(-1) ?? ""}`);
  const asked = customer.getByRole("region", { name: "The warranty claim was not accepted" });
  await expect(asked).toContainText("Physical damage to the outdoor unit");
  await expect(asked).toContainText(`${partName} × 1`);
  await expect(asked.getByTestId("estimate-total")).toHaveText("₹3,658.00");
  // no longer "covered by the warranty" once the customer is asked to pay
  await expect(customer.getByText("This repair is covered by LG's warranty")).toHaveCount(0);
  await expectNoSeriousA11yViolations(customer, { include: 'section[aria-labelledby="rebill-title"]' });
  await asked.getByRole("button", { name: "Decline" }).click();
  await expect(asked.getByRole("status")).toHaveText(
    "You declined this bill: you will not be charged for this repair.",
  );
  await phoneContext.close();

  await page.reload();
  await expect(card(page, "Bill the customer")).toContainText("The customer declined to pay ₹3,658.00");
});

test("the owner records LG's GST registration, and approving the claim issues its tax invoice to LG", async ({
  page,
}) => {
  await page.setViewportSize(phoneSize);
  await signInAsOwner(page);
  await page.goto("/admin/brands?edit=lg");
  const form = page.locator("main form");
  await form.getByLabel("Legal name").fill("LG Electronics India Private Limited");
  await form.getByLabel("GSTIN").fill(wrongCheckGstin);
  await form.getByLabel("Address of that GST registration").fill("12 Mount Road, Chennai 600002");
  await form.getByRole("button", { name: "Save brand" }).click();
  await expect(form.getByLabel("GSTIN")).toHaveAccessibleDescription(/last character does not match/);
  await expect(form.getByLabel("GSTIN")).toBeFocused();
  await form.getByLabel("GSTIN").fill(sampleBrandGstin.toLowerCase());
  await form.getByRole("button", { name: "Save brand" }).click();
  await expect(page.getByText("Saved LG.")).toBeVisible();

  await page.goto(claimPath);
  const invoice = card(page, "Tax invoice to LG");
  await expect(invoice).toContainText(
    `Recording LG's approval issues the claim's tax invoice to LG Electronics India Private Limited, GSTIN ${sampleBrandGstin}.`,
  );
  const answer = card(page, "The brand's answer");
  await answer.getByRole("button", { name: "LG approved the claim" }).click();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  await expect(invoice).toContainText(/KHS\/\d{2}-\d{2}\/\d{6}/);
  await expect(invoice).toContainText("Tamil Nadu (33)");
  await expect(answer.getByRole("button", { name: "LG rejected the claim" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await invoice.getByRole("link", { name: "Download the invoice (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^KHS-\d{2}-\d{2}-\d{6}\.pdf$/);
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await answer.getByLabel("Amount paid (₹)").fill("3658");
  await answer.getByRole("button", { name: "Mark paid" }).click();
  await expect(card(page, "Settled")).toContainText(`LG paid ₹3,658.00 on ${formatDate(today)}.`);
});
