import crypto from "node:crypto";

import { expect, test, type Locator, type Page } from "@playwright/test";

import { todayInIndia } from "../../app/lib/india-time";
import { expectNoSeriousA11yViolations } from "./a11y";
import { freshMobile } from "./page-helpers";

/**
 * Bookings are limited per client address and the server trusts X-Forwarded-For from loopback (a local
 * proxy), so each test books as its own address and the tests do not use up each other's allowance.
 */
test.beforeEach(async ({ page }) => {
  const [a = 0, b = 0, c = 0] = crypto.randomBytes(3);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${a}.${b}.${c}` });
});

/** A Monday-to-Saturday date in India, at least `days` ahead, so the free-change window is open. */
function weekdayAhead(days: number): string {
  const format = (offset: number) => todayInIndia(new Date(Date.now() + offset * 86_400_000));
  let offset = days;
  while (new Date(`${format(offset)}T00:00:00Z`).getUTCDay() === 0) offset += 1;
  return format(offset);
}

const bookingFormSelector = "form[aria-labelledby='booking-form-title']";

async function waitForHydration(form: Locator) {
  await expect(form).toHaveAttribute("novalidate", "");
}

async function fillBooking(form: Locator, { phone, date }: { phone: string; date: string }) {
  await form.getByLabel("Full name").fill("Meena Sundaram");
  await form.getByLabel("Mobile number").fill(phone);
  await form.getByLabel("Appliance").selectOption("refrigerator");
  await form.getByLabel("Brand").selectOption("godrej");
  await form.getByLabel("Describe the issue").fill("Not cooling since yesterday");
  await form.getByLabel("Preferred date").fill(date);
  await form.getByRole("radio", { name: /Morning/ }).check();
  await form.getByLabel("Address for the visit").fill("45, Perundurai Road, Thindal");
  await form.getByLabel("Pincode").fill("638009");
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
}

async function bookOnServicePage(page: Page, phone: string, date = weekdayAhead(3)): Promise<string> {
  await page.goto("/services/book");
  const form = page.locator(bookingFormSelector);
  await waitForHydration(form);
  await fillBooking(form, { phone, date });
  await form.getByRole("button", { name: "Book My Service" }).click();
  const reference = page.getByTestId("booking-reference");
  await expect(reference).toHaveText(/^SRV-[2-9A-HJ-NP-Z]{8}$/);
  return (await reference.textContent()) ?? "";
}

async function trackBooking(page: Page, reference: string, phone: string) {
  await page.goto(`/track-service?ref=${reference}`);
  await expect(page.getByLabel("Booking reference")).toHaveValue(reference);
  await page.getByLabel("Mobile number used for the booking").fill(phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  await expect(page.getByRole("heading", { name: `Booking ${reference}` })).toBeVisible();
}

test("book on /services/book, track, reschedule and cancel", async ({ page }) => {
  // a fresh number each run: a number nobody proved books at most 3 visits a day
  const phone = freshMobile();
  const reference = await bookOnServicePage(page, `${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(page.getByText("within 30 minutes")).toBeVisible();
  await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/919843012345\\?text=.*${reference}`),
  );
  await expect(page.getByRole("link", { name: "Track this booking" })).toHaveAttribute(
    "href",
    `/track-service?ref=${reference}`,
  );

  await page.getByRole("link", { name: "Track this booking" }).click();
  await expect(page).toHaveURL(`/track-service?ref=${reference}`);
  await page.getByLabel("Mobile number used for the booking").fill(`+91 ${phone}`);
  await page.getByRole("button", { name: "Track booking" }).click();
  const status = page.getByRole("region", { name: `Booking ${reference}` });
  await expect(status).toContainText("Refrigerator (Godrej)");
  await expect(status).toContainText("Morning (9 AM - 12 PM)");
  await expect(status).toContainText("45, Pe…638009");
  await expect(status).not.toContainText("Thindal");
  await expect(status.getByRole("list", { name: "Booking progress" }).getByRole("listitem")).toHaveCount(5);
  await expect(page).not.toHaveURL(/98430/);

  const newDate = weekdayAhead(5);
  const reschedule = page.getByRole("form", { name: "Reschedule the visit" });
  await reschedule.getByLabel("New date").fill(newDate);
  await reschedule.getByRole("radio", { name: /Evening/ }).check();
  await reschedule.getByRole("button", { name: "Reschedule visit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your visit is now on" })).toBeVisible();
  await expect(status).toContainText("Evening (3 PM - 6 PM)");

  await page
    .getByRole("form", { name: "Cancel the booking" })
    .getByRole("button", { name: "Cancel booking" })
    .click();
  await expect(page.getByText("Your booking has been cancelled.")).toBeVisible();
  await expect(status).toContainText("Status: Cancelled");
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
});

test("the home page form books in one go", async ({ page }) => {
  await page.goto("/");
  const form = page.locator(bookingFormSelector);
  await waitForHydration(form);
  await fillBooking(form, { phone: freshMobile(), date: weekdayAhead(4) });
  await form.getByRole("button", { name: "Book My Service" }).click();
  await expect(page).toHaveURL(/\/services\/book$/);
  await expect(page.getByTestId("booking-reference")).toHaveText(/^SRV-/);
});

test("the other addresses redirect permanently, keeping the query and the language", async ({ request }) => {
  const book = await request.get("/book-service?date=2030-01-02", { maxRedirects: 0 });
  expect(book.status()).toBe(301);
  expect(book.headers()["location"]).toBe("/services/book?date=2030-01-02");
  const track = await request.get("/services/track?ref=SRV-AAAAAAAA", { maxRedirects: 0 });
  expect(track.status()).toBe(301);
  expect(track.headers()["location"]).toBe("/track-service?ref=SRV-AAAAAAAA");
  const tamil = await request.get("/ta/book-service", { maxRedirects: 0 });
  expect(tamil.status()).toBe(301);
  expect(tamil.headers()["location"]).toBe("/ta/services/book");
  const tamilTrack = await request.get("/ta/services/track", { maxRedirects: 0 });
  expect(tamilTrack.headers()["location"]).toBe("/ta/track-service");
});

test("validation messages on the booking and tracking forms", async ({ page }) => {
  await page.goto("/services/book");
  const form = page.locator(bookingFormSelector);
  await waitForHydration(form);
  await form.getByRole("button", { name: "Book My Service" }).click();
  await expect(form.getByRole("alert")).toContainText("Please correct the 10 fields marked below.");
  await expect(form.getByText("Please choose a time slot.")).toBeVisible();
  await expect(form.getByLabel("Pincode")).toHaveAccessibleDescription("Please enter the pincode.");
  await form.getByLabel("Pincode").fill("012345");
  await form.getByLabel("Mobile number").fill("12345");
  await form.getByRole("button", { name: "Book My Service" }).click();
  await expect(form.getByLabel("Pincode")).toHaveAccessibleDescription(
    "Please enter a valid 6-digit pincode.",
  );
  await expect(form.getByLabel("Mobile number")).toHaveAccessibleDescription(/valid 10-digit mobile number/);

  await page.goto("/track-service");
  await page.getByLabel("Booking reference").fill("SRV-ZZZZZZZZ");
  await page.getByLabel("Mobile number used for the booking").fill("9843099999");
  const response = page.waitForResponse((candidate) => candidate.request().method() === "POST");
  await page.getByRole("button", { name: "Track booking" }).click();
  expect((await response).status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find a booking with that reference and phone number.",
  );
});

test("a server-side refusal keeps the values without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/services/book");
  const form = page.locator(bookingFormSelector);
  // the browser's own checks pass; the server's phone rule does not
  await fillBooking(form, { phone: "12345", date: weekdayAhead(3) });
  await form.getByRole("button", { name: "Book My Service" }).click();
  await expect(form.getByLabel("Full name")).toHaveValue("Meena Sundaram");
  await expect(form.getByLabel("Pincode")).toHaveValue("638009");
  await expect(form.getByText(/valid 10-digit mobile number/)).toBeVisible();
  await context.close();
});

test("booking and tracking pages have no serious accessibility violations", async ({ page }) => {
  await page.goto("/services/book");
  await waitForHydration(page.locator(bookingFormSelector));
  await expectNoSeriousA11yViolations(page);
  const phone = freshMobile();
  const reference = await bookOnServicePage(page, phone);
  await expectNoSeriousA11yViolations(page);
  await trackBooking(page, reference, phone);
  await expectNoSeriousA11yViolations(page);
});

test("book a service on a phone @phone", async ({ page }) => {
  const reference = await bookOnServicePage(page, freshMobile(), weekdayAhead(6));
  await expect(page.getByRole("button", { name: "Copy reference" })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(reference).toMatch(/^SRV-/);
});
