import crypto from "node:crypto";

import { expect, test, type Locator, type Page } from "@playwright/test";

import { dealer } from "../../app/lib/dealer";
import { todayInIndia } from "../../app/lib/india-time";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner, signInAsStaff } from "./admin-session";
import { card, freshAddress } from "./page-helpers";

/** A Monday-to-Saturday date in India, at least `days` ahead. */
function weekdayAhead(days: number): string {
  const format = (offset: number) => todayInIndia(new Date(Date.now() + offset * 86_400_000));
  let offset = days;
  while (new Date(`${format(offset)}T00:00:00Z`).getUTCDay() === 0) offset += 1;
  return format(offset);
}

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Ten digits starting with 9 that no other test uses. */
function uniquePhone(): string {
  return `9${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

function uniqueName(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
}

async function bookAsCustomer(page: Page, { phone, date }: { phone: string; date: string }): Promise<string> {
  // bookings are limited per address too
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.goto("/services/book");
  const form = page.locator("form[aria-labelledby='booking-form-title']");
  await expect(form).toHaveAttribute("novalidate", "");
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
  await form.getByRole("button", { name: "Book My Service" }).click();
  const reference = page.getByTestId("booking-reference");
  await expect(reference).toHaveText(/^SRV-[2-9A-HJ-NP-Z]{8}$/);
  return (await reference.textContent()) ?? "";
}

async function sendContactMessage(page: Page, { name, email }: { name: string; email: string }) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.goto("/contact");
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Phone number").fill("98430 77777");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Topic").selectOption("service");
  await form.getByLabel("Appliance type").selectOption("washing-machine");
  await form.getByLabel("Brand").selectOption("bosch");
  await form
    .getByRole("textbox", { name: "Message" })
    .fill("The washing machine stops halfway through the rinse cycle.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You! Your Message Has Been Sent" })).toBeVisible();
  await page.setExtraHTTPHeaders({});
}

async function notice(page: Page, text: string | RegExp) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

async function addTechnician(page: Page, name: string) {
  await page.goto("/admin/technicians");
  const add = card(page, "Add a technician");
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Mobile number (optional)").fill("98430 22222");
  await add.getByRole("button", { name: "Add technician" }).click();
  await notice(page, `${name} is on the list.`);
  await expect(card(page, "The team").getByRole("heading", { name })).toBeVisible();
}

function nextSteps(page: Page): Locator {
  return card(page, "Next steps");
}

test("a booking made online is confirmed, assigned, started and completed, and the customer sees it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const date = weekdayAhead(3);
  const reference = await bookAsCustomer(page, { phone, date });

  await signInAsStaff(page);
  const technician = uniqueName("Ganesh");
  await addTechnician(page, technician);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/bookings?week=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  const board = page.getByRole("table", { name: "Visits by day and slot" });
  const chip = board.getByRole("link", { name: new RegExp(reference) });
  await expect(chip).toContainText("Refrigerator");
  await expect(chip).toContainText("638009");
  await expect(chip).toContainText("Requested");
  await expectNoSeriousA11yViolations(page);
  await chip.click();

  await expect(page.getByRole("heading", { level: 1, name: `Booking ${reference}` })).toBeVisible();
  const customer = card(page, "Customer");
  await expect(customer).toContainText("45, Perundurai Road, Thindal, 638009");
  await expect(customer.getByRole("link", { name: new RegExp(phone.slice(5)) })).toHaveAttribute(
    "href",
    `tel:+91${phone}`,
  );
  await expectNoSeriousA11yViolations(page);

  await nextSteps(page).getByRole("button", { name: "Confirm booking" }).click();
  await notice(page, "Booking confirmed.");
  await nextSteps(page).getByRole("combobox", { name: "Technician" }).selectOption({ label: technician });
  await nextSteps(page).getByRole("button", { name: "Assign technician" }).click();
  await notice(page, `${technician} is assigned to this visit.`);
  await nextSteps(page).getByRole("button", { name: "Start visit" }).click();
  await notice(page, "Visit started.");
  // completing from the desk is the job card's completion: work from the rate card, payment, the invoice
  await nextSteps(page)
    .getByLabel("Work done (rate card)")
    .selectOption({ label: "No labour (inspection only)" });
  await nextSteps(page).getByRole("radio", { name: "Cash" }).check();
  await nextSteps(page).getByLabel("Notes (optional, staff only)").fill("Gasket worn, advised replacement");
  await nextSteps(page).getByRole("button", { name: "Complete visit" }).click();
  await notice(page, /Visit completed/);
  const visit = card(page, "Visit");
  await expect(visit).toContainText("₹299");
  await expect(visit.getByTestId("desk-invoice")).toHaveText(/^KHS\/\d{2}-\d{2}\/\d{6}: ₹299\.00, cash$/);
  await expect(card(page, "Timeline")).toContainText(`Technician: ${technician}`);
  await expectNoSeriousA11yViolations(page);

  // a step backwards is refused with a plain 409, whoever sends it
  const backwards = await page.request.post(page.url(), { form: { intent: "start" } });
  expect(backwards.status()).toBe(409);
  expect(await backwards.text()).toContain("This booking is completed, so it cannot be started now.");

  await page.goto(`/track-service?ref=${reference}`);
  await page.getByLabel("Mobile number used for the booking").fill(phone);
  await page.getByRole("button", { name: "Track booking" }).click();
  const status = page.getByRole("region", { name: `Booking ${reference}` });
  await expect(status).toContainText("Status: Completed");
  await expect(status).toContainText("₹299");
  await expect(status).toContainText(`Technician assigned (${technician})`);
  await expect(status).not.toContainText("Gasket worn");
});

test("staff find bookings in the list, reschedule and cancel them", async ({ page }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  const reference = await bookAsCustomer(page, { phone, date: weekdayAhead(4) });
  await signInAsStaff(page);

  await page.goto(`/admin/bookings?view=list&q=${phone.slice(2)}`);
  const list = page.getByRole("table", { name: /Bookings/ });
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list).toContainText("Meena Sundaram");
  await expectNoSeriousA11yViolations(page);
  await list.getByRole("link", { name: reference }).click();

  const target = weekdayAhead(6);
  const steps = nextSteps(page);
  await steps.getByLabel("New date").fill(target);
  await steps.getByRole("radio", { name: /Evening/ }).check();
  await steps.getByRole("button", { name: "Reschedule visit" }).click();
  await notice(page, /Visit moved to .* Evening/);

  const cancel = steps.getByRole("button", { name: "Cancel booking" });
  await cancel.click();
  // the reason is required: the browser stops the empty form, the server says the same
  const empty = await page.request.post(page.url(), { form: { intent: "cancel", reason: " " } });
  expect(empty.status()).toBe(400);
  await steps.getByLabel("Reason for cancelling").fill("Customer bought a new refrigerator");
  await cancel.click();
  await notice(page, "Booking cancelled.");
  await expect(card(page, "Timeline")).toContainText(
    "Cancelled by the service desk: Customer bought a new refrigerator",
  );
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

  await page.goto(`/admin/bookings?view=list&status=cancelled&q=${reference}`);
  await expect(
    page.getByRole("table", { name: /Bookings/ }).getByRole("link", { name: reference }),
  ).toBeVisible();
  await page.goto(`/admin/bookings?week=${mondayOf(target)}`);
  await expect(page.getByRole("table", { name: "Visits by day and slot" })).not.toContainText(reference);
});

test("contact messages reach the inbox, link to the customer and can be marked handled", async ({ page }) => {
  test.setTimeout(60_000);
  const name = uniqueName("Priya");
  const email = `priya-${crypto.randomBytes(3).toString("hex")}@example.in`;
  await sendContactMessage(page, { name, email });
  await signInAsStaff(page);

  await page.goto("/admin/messages?status=new&topic=service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Messages \(\d+ new\)$/);
  const message = page.getByRole("article", { name });
  await expect(message).toContainText("Service or repair");
  await expect(message).toContainText("Washing Machine");
  await expect(message).toContainText("Bosch");
  await expect(message).toContainText("stops halfway through the rinse cycle");
  await expect(message.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+919843077777");
  await expect(message.getByRole("link", { name: /Reply by e-mail/ })).toHaveAttribute(
    "href",
    `mailto:${email}?subject=${encodeURIComponent(`Re: your message to ${dealer.name}`)}`,
  );
  await expectNoSeriousA11yViolations(page);

  await message.getByRole("button", { name: /Mark handled/ }).click();
  await notice(page, `The message from ${name} is marked handled.`);
  await expect(page.getByRole("article", { name })).toHaveCount(0);

  await page.goto("/admin/messages?status=handled");
  const handled = page.getByRole("article", { name });
  await expect(handled).toContainText("Handled");
  await handled.getByRole("button", { name: /Mark as new/ }).click();
  await notice(page, `The message from ${name} is marked as new.`);
});

test("the outbox lists booking and message notifications and says whether e-mail is set up", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const reference = await bookAsCustomer(page, { phone: uniquePhone(), date: weekdayAhead(5) });
  const name = uniqueName("Outbox");
  await sendContactMessage(page, { name, email: "outbox@example.in" });
  await signInAsOwner(page);

  await page.goto("/admin/outbox");
  await expect(page.getByText(/E-mail sending is (not )?set up/)).toBeVisible();
  await expect(page.getByText(/smtp:\/\//)).toHaveCount(0);
  const booking = page.getByRole("article", { name: new RegExp(`New service booking ${reference}`) });
  await expect(booking).toBeVisible();
  await booking.getByText("Show the message").click();
  await expect(booking).toContainText("45, Perundurai Road, Thindal");
  const contact = page.getByRole("article").filter({ hasText: `Name: ${name}` });
  await expect(contact).toHaveCount(1);
  await expect(contact.getByRole("heading")).toHaveText(/^Contact form #\d+: Service or repair/);
  await expectNoSeriousA11yViolations(page);

  // What the dealer registers with DLT, MSG91 and WhatsApp, per update and language.
  await page.getByText("Message templates to register").click();
  const templates = page.locator("details").filter({ hasText: "Message templates to register" });
  await expect(templates).toContainText(/whitelist the link prefix http:\/\/\S+\/t\/ as a CTA URL/);
  const confirmed = templates.getByRole("listitem").filter({ hasText: "booking_confirmed.ta" });
  await expect(confirmed.getByRole("heading")).toContainText(/longest SMS \d+ characters, 3 Unicode parts/);
  await expect(confirmed).toContainText("சர்வீஸ் முன்பதிவு {#var#} உறுதி: {#var#}, {#var#}. விவரம்:");
  await expect(confirmed).toContainText("சர்வீஸ் முன்பதிவு ##var1## உறுதி: ##var2##, ##var3##.");
  await expect(confirmed.getByRole("listitem")).toHaveText([
    "booking reference: alphanumeric",
    "visit or pickup day: alphanumeric",
    "visit hours: alphanumeric",
    "link code after the whitelisted prefix: alphanumeric",
  ]);
  await expectNoSeriousA11yViolations(page, { include: "details" });

  await page.goto("/admin/outbox?status=sent");
  await expect(page.getByRole("link", { name: /^Sent/ })).toHaveAttribute("aria-current", "page");
  const retry = await page.request.post("/admin/outbox", { form: { intent: "retry", id: "999999" } });
  expect(retry.status()).toBe(404);
});

test("on a phone the board is a list of days @phone", async ({ page }) => {
  test.setTimeout(60_000);
  const date = weekdayAhead(7);
  const reference = await bookAsCustomer(page, { phone: uniquePhone(), date });
  await signInAsStaff(page);
  await page.goto(`/admin/bookings?week=${date}`);
  const viewport = page.viewportSize();
  const board = page.getByRole("table", { name: "Visits by day and slot" });
  const chip = page.getByRole("link", { name: new RegExp(reference) });
  if (viewport && viewport.width < 1280) {
    await expect(board).toBeHidden();
    await expect(chip).toBeVisible();
    const day = page.getByRole("region").filter({ has: chip }).last();
    await expect(day.getByRole("heading", { level: 3 })).toBeVisible();
  } else {
    await expect(board.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // a bad week is ignored, not an error
  const bad = await page.goto("/admin/bookings?week=2025-02-30");
  expect(bad?.status()).toBe(200);
});
