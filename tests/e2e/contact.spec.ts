import { expect, test, type Page } from "@playwright/test";

import { dealer } from "../../app/lib/dealer";
import { expectNoSeriousA11yViolations } from "./a11y";
import { freshAddress } from "./page-helpers";

const rateLimitMessage =
  "Too many messages from your connection. Please try again in a few minutes or call us.";

/**
 * The server limits messages per client address and trusts X-Forwarded-For from loopback (a local
 * proxy), so each test sends as its own address and the tests do not use up each other's allowance.
 */
async function openContact(page: Page, address = freshAddress()) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await page.goto("/contact");
  // the toaster mounts once React has hydrated, so the form is the enhanced one from here on
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

function form(page: Page) {
  return page.getByRole("form", { name: "Send Us a Message" });
}

function fields(page: Page) {
  const scope = form(page);
  return {
    name: scope.getByLabel("Full name"),
    phone: scope.getByLabel("Phone number"),
    email: scope.getByLabel("Email"),
    topic: scope.getByLabel("Topic"),
    appliance: scope.getByLabel("Appliance type"),
    brand: scope.getByLabel("Brand"),
    date: scope.getByLabel("Preferred date"),
    message: scope.getByRole("textbox", { name: "Message" }),
    website: scope.locator('input[name="website"]'),
    submit: scope.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
  };
}

async function fillValid(page: Page) {
  const f = fields(page);
  await f.name.fill("Priya Raman");
  await f.phone.fill("98430 12345");
  await f.email.fill("priya@example.in");
  await f.topic.selectOption("service");
  await f.appliance.selectOption("washing-machine");
  await f.brand.selectOption("bosch");
  await f.message.fill("The washing machine stops halfway through the rinse cycle.");
}

const formFields = {
  name: "#contact-name",
  phone: "#contact-phone",
  email: "#contact-email",
  topic: "#contact-topic",
  applianceType: "#contact-applianceType",
  message: "#contact-message",
};

async function expectFieldError(page: Page, field: keyof typeof formFields, message: string) {
  const control = page.locator(formFields[field]);
  const error = page.locator(`#contact-${field}-error`);
  await expect(error).toHaveText(message);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAttribute("aria-describedby", new RegExp(`contact-${field}-error`));
}

test.describe("contact page", () => {
  test("shows the ways to reach the dealer, hours, response times, brands and links", async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const methods = page.getByRole("region", { name: "Ways to Reach Us" });
    await expect(methods.getByRole("heading", { name: "Call Us" })).toBeVisible();
    await expect(methods.getByRole("link", { name: /Call now/ })).toHaveAttribute("href", dealer.phoneHref);
    await expect(methods.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa.me/${dealer.whatsappNumber}`),
    );
    await expect(methods.getByRole("link", { name: /Write an e-mail/ })).toHaveAttribute(
      "href",
      `mailto:${dealer.email}`,
    );
    await expect(methods.getByRole("link", { name: /Get Directions/ })).toHaveAttribute(
      "href",
      dealer.mapsUrl,
    );
    await expect(methods.getByText(`Phone lines open ${dealer.hours.contactPhone}`)).toBeVisible();

    const hours = page.getByRole("region", { name: "Service Hours" });
    for (const row of dealer.hours.service) {
      await expect(hours.getByText(row.days)).toBeVisible();
      await expect(hours.getByText(row.time)).toBeVisible();
    }
    const response = page.getByRole("region", { name: "Response Times" });
    await expect(response.getByText("Within 30 minutes")).toBeVisible();
    await expect(response.getByText("Within 24 hours")).toBeVisible();

    await expect(page.getByRole("link", { name: /Book a Service/ })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: /Shop Appliances/ })).toHaveAttribute("href", "/shop");
    const logos = page.getByRole("region", { name: "Brands We Sell & Service" }).getByRole("img");
    await expect(logos.first()).toHaveAttribute("src", /^\/images\/brands\/[a-z-]+\.svg$/);
    expect(await logos.count()).toBeGreaterThanOrEqual(6);
  });

  test("shows every validation message of the specification", async ({ page }) => {
    await openContact(page);
    const f = fields(page);
    await f.submit.click();
    await expectFieldError(page, "name", "Name is required");
    await expectFieldError(page, "phone", "Phone number is required");
    await expectFieldError(page, "topic", "Please select a topic.");
    await expectFieldError(page, "message", "Please enter your message");
    await expect(f.name).toBeFocused();

    await f.name.fill("A");
    await f.phone.fill("12345");
    await f.email.fill("not-an-address");
    await f.topic.selectOption("installation");
    await f.message.fill("Too short");
    await f.submit.click();
    await expectFieldError(page, "name", "Name must be between 2-60 characters.");
    await expectFieldError(page, "phone", "Please enter a valid phone number (10-15 digits).");
    await expectFieldError(page, "email", "Please enter a valid email address.");
    await expectFieldError(page, "applianceType", "Please select an appliance type.");
    await expectFieldError(page, "message", "Message must be between 20-600 characters.");
    await expect(f.name).toBeFocused();
  });

  test("editing a field clears its error and focus goes to the first invalid field", async ({ page }) => {
    await openContact(page);
    const f = fields(page);
    await f.name.fill("Priya Raman");
    await f.submit.click();
    await expect(f.phone).toBeFocused();
    await expect(page.locator("#contact-phone-error")).toBeVisible();

    await f.phone.pressSequentially("9");
    await expect(page.locator("#contact-phone-error")).toHaveCount(0);
    await expect(f.phone).not.toHaveAttribute("aria-invalid");
    await expect(page.locator("#contact-topic-error")).toBeVisible();
    await f.topic.selectOption("sales");
    await expect(page.locator("#contact-topic-error")).toHaveCount(0);
    await expect(page.locator("#contact-message-error")).toHaveText("Please enter your message");
  });

  test("asks for the appliance type only for service and installation", async ({ page }) => {
    await openContact(page);
    const f = fields(page);
    await expect(f.appliance).toBeHidden();
    for (const topic of ["sales", "warranty", "other"]) {
      await f.topic.selectOption(topic);
      await expect(f.appliance).toBeHidden();
    }
    for (const topic of ["service", "installation"]) {
      await f.topic.selectOption(topic);
      await expect(f.appliance).toBeVisible();
    }
    await expect(f.appliance.locator("option")).toHaveText([
      "Select appliance",
      "TV",
      "Fan",
      "Refrigerator",
      "Air Conditioner",
      "Washing Machine",
      "Air Cooler",
      "Water Heater",
    ]);
    await expect(f.topic.locator("option")).toHaveCount(6);
    await expect(f.brand.locator("option")).toHaveText([
      "Select brand",
      "Godrej",
      "Panasonic",
      "Bosch",
      "Siemens",
      "Liebherr",
      "V-Guard",
      "Other",
    ]);
  });

  test("counts the message out of 600", async ({ page }) => {
    await openContact(page);
    const f = fields(page);
    const counter = page.getByTestId("message-counter");
    await expect(counter).toHaveText(/0\/600$/);
    await f.message.fill("Hello there");
    await expect(counter).toHaveText(/11\/600$/);
    await f.message.fill("x".repeat(600));
    await expect(counter).toHaveText(/600\/600$/);
    await f.message.fill("x".repeat(601));
    await expect(counter).toHaveText(/601\/600$/);
    await f.submit.click();
    await expectFieldError(page, "message", "Message must be between 20-600 characters.");
  });

  test("sends a message without reloading, then offers another", async ({ page }) => {
    await openContact(page);
    await fillValid(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // hold the request so the sending state can be seen
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    const f = fields(page);
    await f.submit.click();
    await expect(f.submit).toHaveText("Sending...");
    await expect(f.submit).toBeDisabled();
    release();

    const confirmation = page.getByRole("heading", { name: "Thank You! Your Message Has Been Sent" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Book a Service" }).first()).toHaveAttribute(
      "href",
      "/services",
    );
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(form(page)).toBeVisible();
    await expect(f.name).toHaveValue("");
    await expect(f.name).toBeFocused();
    await expect(f.message).toHaveValue("");
    await expect(page.getByTestId("message-counter")).toHaveText(/0\/600$/);
    await expect(f.appliance).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a filled honeypot is answered as sent", async ({ page }) => {
    await openContact(page);
    await fillValid(page);
    await fields(page).website.fill("http://cheap-pills.example", { force: true });
    await fields(page).submit.click();
    await expect(page.getByRole("heading", { name: "Thank You! Your Message Has Been Sent" })).toBeVisible();
  });

  test("the honeypot is out of sight and out of the tab order", async ({ page }) => {
    await openContact(page);
    const website = fields(page).website;
    await expect(website).toHaveAttribute("tabindex", "-1");
    await expect(website.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    const box = await website.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });

  test("refuses the sixth message from one address with a plain 429", async ({ page, request }) => {
    const address = freshAddress();
    const body = {
      name: "Priya Raman",
      phone: "9843012345",
      topic: "sales",
      message: "Do you have the 7 kg front load washer in stock?",
    };
    for (let i = 0; i < 5; i += 1) {
      const response = await request.post("/contact", {
        form: body,
        headers: { "X-Forwarded-For": address },
      });
      expect(response.status()).toBe(200);
    }
    const refused = await request.post("/contact", { form: body, headers: { "X-Forwarded-For": address } });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain(rateLimitMessage);

    await openContact(page, address);
    await fillValid(page);
    await fields(page).submit.click();
    await expect(page.getByRole("alert").filter({ hasText: rateLimitMessage })).toBeVisible();
    await expect(fields(page).name).toHaveValue("Priya Raman");
  });

  test("refuses a cross-origin POST", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "Priya", phone: "9843012345", topic: "sales", message: "A message from another site." },
      headers: { Origin: "https://evil.example", "X-Forwarded-For": freshAddress() },
    });
    expect(response.status()).toBe(403);
  });

  test("answers bad input with 400 and the field messages, never a 500", async ({ request }) => {
    const headers = { "X-Forwarded-For": freshAddress() };
    const response = await request.post("/contact", { form: { name: "A", topic: "service" }, headers });
    expect(response.status()).toBe(400);
    const html = await response.text();
    for (const message of [
      "Name must be between 2-60 characters.",
      "Phone number is required",
      "Please select an appliance type.",
      "Please enter your message",
    ]) {
      expect(html).toContain(message);
    }
    const json = await request.post("/contact", { data: { name: "x" }, headers });
    expect(json.status()).toBe(400);
  });

  test("has no serious accessibility violations, empty and with errors @phone", async ({ page }) => {
    await openContact(page);
    await expectNoSeriousA11yViolations(page);
    await fields(page).topic.selectOption("service");
    await fields(page).submit.click();
    await expect(page.locator("#contact-applianceType-error")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the confirmation has no serious accessibility violations @phone", async ({ page }) => {
    await openContact(page);
    await fillValid(page);
    await fields(page).submit.click();
    await expect(page.getByRole("heading", { name: "Thank You! Your Message Has Been Sent" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the server's messages with the entered values, then sends", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await page.goto("/contact");
    const f = fields(page);

    // the appliance type follows the topic through CSS alone
    await expect(f.appliance).toBeHidden();
    await f.topic.selectOption("service");
    await expect(f.appliance).toBeVisible();
    await f.topic.selectOption("sales");
    await expect(f.appliance).toBeHidden();
    await f.topic.selectOption("installation");

    await f.name.fill("Priya Raman");
    await f.phone.fill("12345");
    await f.message.fill("Too short");
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      f.submit.click(),
    ]);
    expect(response.status()).toBe(400);
    await expectFieldError(page, "phone", "Please enter a valid phone number (10-15 digits).");
    await expectFieldError(page, "applianceType", "Please select an appliance type.");
    await expectFieldError(page, "message", "Message must be between 20-600 characters.");
    await expect(f.name).toHaveValue("Priya Raman");
    await expect(f.phone).toHaveValue("12345");
    await expect(f.topic).toHaveValue("installation");
    await expect(f.appliance).toBeVisible();
    await expect(page.getByTestId("message-counter")).toHaveText(/9\/600$/);

    await f.phone.fill("9843012345");
    await f.appliance.selectOption("ac");
    await f.message.fill("Please install the split AC I bought from you last week.");
    await f.submit.click();
    await expect(page.getByRole("heading", { name: "Thank You! Your Message Has Been Sent" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a Service" }).first()).toHaveAttribute(
      "href",
      "/services",
    );

    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(f.name).toHaveValue("");
  });
});
