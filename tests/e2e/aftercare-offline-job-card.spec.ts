import crypto from "node:crypto";

import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";

import { addDays, todayInIndia } from "../../app/lib/india-time";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { card, freshAddress } from "./page-helpers";

/**
 * The job card without signal (a basement, a lift): steps taken offline wait on the phone and go once, in
 * order, when the signal returns; the day's visits can still be read; a visit the desk changed meanwhile is
 * shown as a conflict, not overwritten. The steps share the technician and two visits, so they run in order.
 */
test.describe.configure({ mode: "serial" });

const phoneSize = { width: 390, height: 844 };
const suffix = crypto.randomBytes(3).toString("hex");
const techUser = {
  username: `tech-off-${suffix}`,
  password: `tech-password-${suffix}`,
  name: `Ravi ${suffix}`,
};
const tomorrow = addDays(todayInIndia(), 1);
const slot = new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0 ? "emergency" : "evening";
// parts no other spec fits, so their stock checks cannot disturb each other
const partName = "Refrigerator relay and overload";
const secondPart = "Refrigerator thermostat";
const visits = [
  { name: "Kavitha Ramesh", phone: "", reference: "" },
  { name: "Prakash Velu", phone: "", reference: "" },
];

const newPhone = () => `9${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

async function signInAsTechnician(browser: Browser) {
  const context = await browser.newContext({ viewport: phoneSize });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(techUser.username);
  await page.getByLabel("Password").fill(techUser.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  return { context, page };
}

async function openVisit(page: Page, name: string) {
  await page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: /Open job card/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Repair: ${name}` })).toBeVisible();
}

async function visitCode(browser: Browser, visit: (typeof visits)[number]): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": freshAddress() } });
  const page = await context.newPage();
  await page.goto(`/track-service?ref=${visit.reference}`);
  await page.getByLabel("Mobile number used for the booking").fill(visit.phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  const line = page.getByText(/^Your visit code: \d{4}\./);
  await expect(line).toBeVisible();
  const code = /(\d{4})/.exec((await line.textContent()) ?? "")?.[1] ?? "";
  await context.close();
  return code;
}

const queue = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: /^Waiting to send/ }) });

test("the desk assigns two visits to a new technician", async ({ page, request }) => {
  for (const visit of visits) {
    visit.phone = newPhone();
    const booked = await request.post("/services/book", {
      form: {
        name: visit.name,
        phone: visit.phone,
        appliance: "refrigerator",
        brand: "godrej",
        issue: "The fridge is not cooling.",
        date: tomorrow,
        slot,
        address: "12, Gandhiji Road, Erode",
        pincode: "638001",
        agreeTerms: "on",
      },
      headers: { "X-Forwarded-For": freshAddress() },
    });
    expect(booked.status()).toBe(200);
    visit.reference = /SRV-[A-Z0-9-]+/.exec(await booked.text())?.[0] ?? "";
    expect(visit.reference).not.toBe("");
  }

  await signInAsOwner(page);
  await page.goto("/admin/staff");
  const add = card(page, "Add a user");
  await add.getByLabel("Username").fill(techUser.username);
  await add.getByLabel("Name", { exact: true }).fill(techUser.name);
  await add.getByLabel("Role").selectOption("technician");
  await add.getByLabel("Initial password").fill(techUser.password);
  await add.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText(techUser.username).first()).toBeVisible();
  await page.goto("/admin/technicians");
  await card(page, "Add a technician").getByLabel("Name").fill(techUser.name);
  await card(page, "Add a technician").getByRole("button", { name: "Add technician" }).click();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: techUser.name }) });
  await item
    .getByLabel("Sign-in for their visits")
    .selectOption({ label: `${techUser.name} (${techUser.username})` });
  await item.getByRole("button", { name: `Save sign-in for ${techUser.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "can sign in to see their visits" })).toBeVisible();

  for (const visit of visits) {
    await page.goto(`/admin/bookings?week=${tomorrow}`);
    await page
      .getByRole("table", { name: "Visits by day and slot" })
      .getByRole("link", { name: new RegExp(visit.reference) })
      .click();
    const steps = card(page, "Next steps");
    await steps.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booking confirmed." })).toBeVisible();
    await steps.getByRole("combobox", { name: "Technician" }).selectOption({ label: techUser.name });
    await steps.getByRole("button", { name: "Assign technician" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is assigned to this visit" })).toBeVisible();
  }
});

test("taken offline mid-visit, the job card queues four steps and sends each once when the signal returns", async ({
  browser,
}) => {
  const [first, second] = visits;
  const code = await visitCode(browser, first!);
  const { context, page } = await signInAsTechnician(browser);
  await openVisit(page, first!.name);
  await card(page, "Start the visit").getByLabel("Visit code").fill(code);
  await card(page, "Start the visit").getByRole("button", { name: "Start visit" }).click();
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();

  await context.setOffline(true);
  await card(page, "Diagnosis").getByLabel("What you found").fill("Indoor fan capacitor swollen");
  await card(page, "Diagnosis").getByRole("button", { name: "Save diagnosis" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^No signal: this step is saved/ })).toBeVisible();
  const parts = card(page, "Parts used");
  // two different parts: each queued step is its own, not a repeat of the other
  for (const name of [partName, secondPart]) {
    const option = parts.locator("option").filter({ hasText: name });
    await parts.getByLabel("Part").selectOption((await option.getAttribute("value")) ?? "");
    await parts.getByRole("button", { name: "Add part" }).click();
  }
  const photos = card(page, "Photos");
  await photos.getByLabel("Photos before the work").setInputFiles({
    name: "before.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a55" } })
      .jpeg()
      .toBuffer(),
  });
  await photos.getByRole("button", { name: "Add the before photos" }).click();
  await expect(queue(page).getByRole("heading")).toHaveText("Waiting to send (4)");
  await expect(queue(page).getByRole("listitem")).toHaveText([
    /^Save the diagnosisWaiting/,
    new RegExp(`^Add 1 × ${partName}Waiting`),
    new RegExp(`^Add 1 × ${secondPart}`),
    /^1 photo before the workWaiting/,
  ]);
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await page.screenshot({ path: test.info().outputPath("job-card-offline-queue.png"), fullPage: true });

  // still offline: the day's list and the other visit read from this phone
  await page.getByRole("link", { name: "My visits" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^No signal: this is your list/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "4 steps wait on this phone" })).toBeVisible();
  await openVisit(page, second!.name);
  await expect(page.getByRole("status").filter({ hasText: /^No signal: this is the visit/ })).toBeVisible();
  await expect(page.getByText("12, Gandhiji Road, Erode")).toBeVisible();
  await page.getByRole("link", { name: "My visits" }).click();
  await openVisit(page, first!.name);
  await expect(queue(page).getByRole("heading")).toHaveText("Waiting to send (4)");

  await context.setOffline(false);
  // the phone sends on the "online" event, and again after a short wait if the link was not up yet
  await expect(queue(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: /^No signal/ })).toHaveCount(0);
  await expect(card(page, "Diagnosis").getByLabel("What you found")).toHaveValue(
    "Indoor fan capacitor swollen",
  );
  await expect(parts.getByRole("listitem")).toHaveCount(2);
  await expect(parts.getByRole("listitem").first()).toContainText(`${partName}1 × ₹350`);
  await expect(photos.getByRole("img", { name: "Before the work, photo 1" })).toBeVisible();
  await expect(photos.getByRole("img")).toHaveCount(1);
  // sent once: a reload shows the same two parts and one photo
  await page.reload();
  await expect(parts.getByRole("listitem")).toHaveCount(2);
  await expect(photos.getByRole("img")).toHaveCount(1);
  await context.close();
});

test("a visit the desk cancelled while the technician had no signal shows the queued step as a conflict", async ({
  browser,
  page: desk,
}) => {
  const second = visits[1]!;
  const { context, page } = await signInAsTechnician(browser);
  await openVisit(page, second.name);
  await context.setOffline(true);
  await card(page, "Start the visit").getByLabel("Visit code").fill("1234");
  await card(page, "Start the visit").getByRole("button", { name: "Start visit" }).click();
  await expect(queue(page).getByRole("listitem")).toHaveText([/^Start the visitWaiting/]);

  await signInAsOwner(desk);
  await desk.goto(`/admin/bookings?week=${tomorrow}`);
  await desk
    .getByRole("table", { name: "Visits by day and slot" })
    .getByRole("link", { name: new RegExp(second.reference) })
    .click();
  const steps = card(desk, "Next steps");
  await steps.getByLabel("Reason for cancelling").fill("The customer called: the fridge works again.");
  await steps.getByRole("button", { name: "Cancel booking" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Booking cancelled." })).toBeVisible();

  await context.setOffline(false);
  const step = queue(page).getByRole("listitem");
  await expect(step).toContainText("Conflict", { timeout: 15_000 });
  await expect(step.getByRole("alert")).toHaveText(/^The service desk or the customer changed this visit/);
  await expect(page.getByText("This visit is cancelled.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await page.screenshot({ path: test.info().outputPath("job-card-offline-conflict.png"), fullPage: true });
  await step.getByRole("button", { name: "Discard" }).click();
  await expect(queue(page)).toHaveCount(0);

  // signing out, the phone forgets the customers' details it kept for a loss of signal
  const keptCopies = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const opened = indexedDB.open("job-card");
          opened.onerror = () => reject(new Error("IndexedDB did not open"));
          opened.onsuccess = () => {
            const count = opened.result.transaction("copies").objectStore("copies").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
  expect(await keptCopies()).toBeGreaterThan(0);
  await page.getByText("Menu").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect.poll(keptCopies).toBe(0);
  await context.close();
});

let cashTotal = "";

test("the technician completes a visit for cash, and sees the day's cash to hand over", async ({
  browser,
}) => {
  const first = visits[0]!;
  const { context, page } = await signInAsTechnician(browser);
  await openVisit(page, first.name);
  // the parts go back in the van: the customer pays the visit charge alone
  const parts = card(page, "Parts used");
  for (const name of [partName, secondPart]) {
    await parts.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(parts.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  }
  const bill = card(page, "Bill and payment");
  await bill.getByLabel("Work done (rate card)").selectOption("none");
  await bill.getByRole("radio", { name: "Cash" }).check();
  await bill.getByRole("button", { name: "Show the bill" }).click();
  const total = (await page.getByTestId("bill-total").textContent()) ?? "";
  expect(total).toMatch(/^₹\d/);
  await page.getByLabel("If the customer cannot sign").selectOption("not_present");
  await page.getByRole("button", { name: "Cash received: complete the visit" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Visit completed/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "My visits" }).click();
  const today = card(page, "Today so far");
  await expect(today.getByTestId("day-cash")).toHaveText(total);
  cashTotal = total;
  await context.close();
});

test("the owner closes the technician's day short by ₹100, with a note, and the technician sees it", async ({
  browser,
  page: owner,
}) => {
  const first = visits[0]!;
  const total = cashTotal;
  await signInAsOwner(owner);
  await owner.goto("/admin/day-cash");
  const day = card(owner, techUser.name);
  await expect(day.getByTestId("day-cash")).toHaveText(total);
  await expect(day).toContainText(first.reference);
  const expected = Number(total.replace(/[₹,]/g, ""));
  await day.getByLabel("Cash received (₹)").fill("abc");
  await day.getByRole("button", { name: `Close the day for ${techUser.name}` }).click();
  await expect(day.getByLabel("Cash received (₹)")).toHaveAccessibleDescription(
    /Please enter the cash received in rupees/,
  );
  await day.getByLabel("Cash received (₹)").fill((expected - 100).toFixed(2));
  await day.getByLabel("Note (why it differs)").fill("₹100 given as change to a customer");
  await day.getByRole("button", { name: `Close the day for ${techUser.name}` }).click();
  await expect(day.getByRole("status")).toContainText("Short by ₹100.00.");
  await expect(day.getByRole("status")).toContainText("Note: ₹100 given as change to a customer");
  await expect(day.getByRole("button", { name: /Close the day/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(owner, { include: "main" });
  await owner.screenshot({ path: test.info().outputPath("day-cash-desktop.png"), fullPage: true });

  const { context, page } = await signInAsTechnician(browser);
  await expect(card(page, "Today so far").getByRole("status")).toContainText("Short by ₹100.00.");
  await page.screenshot({ path: test.info().outputPath("jobs-today-so-far.png"), fullPage: true });
  await context.close();
});
