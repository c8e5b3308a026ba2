import { expect, test, type Page } from "@playwright/test";

import { todayInIndia } from "../../app/lib/india-time";
import { expectNoSeriousA11yViolations } from "./a11y";

function indianDate(offsetDays: number): string {
  return todayInIndia(new Date(Date.now() + offsetDays * 86_400_000));
}

/** Opens the home page and waits until React has taken over the booking form. */
async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.locator("form[aria-labelledby='booking-form-title']")).toHaveAttribute("novalidate", "");
}

function bookingForm(page: Page) {
  return page.locator("form[aria-labelledby='booking-form-title']");
}

test("the home page shows every section @phone", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Authorised Appliance Dealer & Service in Erode/);
  await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /same day/);

  const hero = page.getByRole("heading", { level: 1 });
  await expect(hero).toHaveText(/Authorised Appliance Dealer & Service Partner in Erode/);
  await expect(page.getByText("up to 30% off", { exact: true })).toBeVisible();
  await expect(page.getByText("same day service available", { exact: true })).toBeVisible();
  const stats: [string, string][] = [
    ["5000+", "Happy Customers"],
    ["6+", "Premium Brands"],
    ["24/7", "Service Support"],
    ["4.8", "Service Rating"],
  ];
  for (const [value, label] of stats) {
    await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  const partners = page.getByRole("region", { name: "Authorised Dealer & Service Partner" });
  for (const brand of ["Godrej", "Voltas", "Blue Star", "Panasonic", "Samsung", "LG"]) {
    await expect(partners.getByRole("img", { name: brand, exact: true })).toBeAttached();
  }

  const service = page.getByRole("region", { name: "Expert Appliance Repair at Your Doorstep" });
  await expect(service).toContainText("AC, refrigerator, washing machine and TV repair");
  for (const promise of [
    "Certified technicians",
    "Genuine spare parts",
    "Same day service",
    "Doorstep service",
  ]) {
    await expect(service.getByText(promise, { exact: true })).toBeVisible();
  }

  const repairs = page.getByRole("region", { name: "Repair & Maintenance Services" });
  await expect(repairs.getByRole("heading", { level: 3 })).toHaveCount(8);

  const why = page.getByRole("region", { name: "Service You Can Count On" });
  for (const reason of [
    "Certified Technicians",
    "Same-Day Service",
    "Doorstep Service",
    "Satisfaction Guarantee",
  ]) {
    await expect(why.getByRole("heading", { name: reason })).toBeVisible();
  }
  await expect(why).toContainText("100% satisfaction guarantee");
  await expect(why).toContainText("90-day repair warranty");

  await expect(page.getByRole("heading", { name: "Book a Service" })).toBeVisible();
  await expect(page.getByText(/within 30 minutes/)).toBeVisible();

  const brandGrid = page.getByRole("region", { name: "Brands We Sell & Service" });
  await expect(brandGrid.getByRole("img")).toHaveCount(13);

  const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
  await expect(testimonials.getByRole("listitem")).toHaveCount(4);
  await expect(testimonials.getByRole("img", { name: /^Rated [1-5] out of 5$/ })).toHaveCount(4);
  await expect(testimonials).toContainText("Priya Ramasamy");

  const contact = page.getByRole("region", { name: "Need Help Choosing or a Repair?" });
  await expect(contact).toContainText("8AM-8PM daily");
  await expect(contact).toContainText("We reply within 2 hours");
  await expect(contact.getByRole("link", { name: "+91 98430 12345" })).toHaveAttribute(
    "href",
    "tel:+919843012345",
  );
  await expect(contact.getByRole("link", { name: "care@kaveriappliances.in" })).toHaveAttribute(
    "href",
    "mailto:care@kaveriappliances.in",
  );
  await expect(contact.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919843012345/,
  );
  await expect(contact.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );

  const social = page.getByRole("region", { name: /Follow Us/ });
  for (const network of ["Facebook", "Instagram", "YouTube", "X"]) {
    await expect(
      social.getByRole("link", { name: `Kaveri Home Appliances on ${network}`, exact: true }),
    ).toBeVisible();
  }

  const jsonLd = JSON.parse(
    (await page.locator("script[type='application/ld+json']").first().textContent()) ?? "{}",
  ) as { name?: string; address?: { addressLocality?: string } };
  expect(jsonLd.name).toBe("Kaveri Home Appliances");
  expect(jsonLd.address?.addressLocality).toBe("Erode");
});

test("category cards link to their shop pages with a live model count", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("region", { name: "Find the Right Appliance" });
  const expected: [string, string][] = [
    ["refrigerator", "Refrigerators"],
    ["ac", "Air Conditioners"],
    ["tv", "TVs"],
    ["washing-machine", "Washing Machines"],
    ["fan", "Fans"],
    ["water-heater", "Water Heaters"],
    ["air-cooler", "Air Coolers"],
  ];
  const cards = categories.getByRole("listitem");
  await expect(cards).toHaveCount(expected.length);
  for (const [index, [slug, name]] of expected.entries()) {
    const link = cards.nth(index).getByRole("link");
    await expect(link).toHaveAttribute("href", `/shop/${slug}`);
    await expect(link).toContainText(name);
    await expect(link).toContainText(/^.+(\d+ Models?|Coming soon)$/);
  }
  // The seeded catalogue has TVs, so that count comes from the database.
  await expect(cards.nth(2)).toContainText(/[1-9]\d* Models?/);
});

test("hero and service buttons point where they should", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Shop Appliances" })).toHaveAttribute("href", "/shop");
  await expect(main.getByRole("link", { name: "Book Service", exact: true })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(main.getByRole("link", { name: "Track Service", exact: true })).toHaveAttribute(
    "href",
    "/track-service",
  );
  await expect(main.getByRole("link", { name: "Book Service Now" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Track Your Service" })).toHaveAttribute(
    "href",
    "/services/track",
  );
  await expect(main.getByRole("link", { name: /Emergency Call/ })).toHaveAttribute(
    "href",
    "tel:+919843012345",
  );
  await expect(main.getByRole("link", { name: "WhatsApp Us" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919843012345/,
  );

  const learnMore = main.getByRole("link", { name: /^Learn more about / });
  await expect(learnMore).toHaveCount(8);
  await expect(main.getByRole("link", { name: "Learn more about TV Repair" })).toHaveAttribute(
    "href",
    "/services/repairs#tv",
  );
  await expect(main.getByRole("link", { name: "Learn more about Microwave Oven Repair" })).toHaveAttribute(
    "href",
    "/services/repairs#microwave",
  );
});

test("the booking form's fields are labelled and required", async ({ page }) => {
  await openHome(page);
  const form = bookingForm(page);
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/services/book");

  for (const label of [
    "Full name",
    "Mobile number",
    "Appliance",
    "Brand",
    "Describe the issue",
    "Preferred date",
    "Address for the visit",
    "Pincode",
  ]) {
    await expect(form.getByLabel(label)).toHaveAttribute("required", "");
  }
  await expect(form.getByRole("checkbox", { name: /I agree to the terms and conditions/ })).toHaveAttribute(
    "required",
    "",
  );
  await expect(form.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms");

  const appliances = await form.getByLabel("Appliance").locator("option:not([value=''])").allTextContents();
  expect(appliances).toEqual([
    "TV",
    "Air Conditioner",
    "Refrigerator",
    "Washing Machine",
    "Air Cooler",
    "Water Heater",
    "Fan",
    "Microwave Oven",
  ]);
  const brands = await form
    .getByLabel("Brand")
    .locator("option:not([value=''])")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(brands).toEqual(["samsung", "lg", "whirlpool", "godrej", "voltas", "bluestar", "daikin", "other"]);

  await expect(form.getByLabel("Preferred date")).toHaveAttribute("type", "date");
  await expect(form.getByLabel("Preferred date")).toHaveAttribute("min", indianDate(0));
});

test("an empty booking shows every error without leaving the page @phone", async ({ page }) => {
  await openHome(page);
  const form = bookingForm(page);
  await form.getByRole("button", { name: "Book My Service" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(form.getByRole("alert")).toContainText("Please correct the 10 fields marked below.");
  const name = form.getByLabel("Full name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name is required");
  await expect(form.getByLabel("Mobile number")).toHaveAccessibleDescription("Phone number is required");
  await expect(form.getByLabel("Appliance")).toHaveAccessibleDescription("Please select an appliance.");
  await expect(form.getByLabel("Brand")).toHaveAccessibleDescription("Please select a brand.");
  await expect(form.getByLabel("Describe the issue")).toHaveAccessibleDescription(
    "Please describe the issue.",
  );
  await expect(form.getByLabel("Preferred date")).toHaveAccessibleDescription(
    /Please choose a preferred date\./,
  );
  await expect(
    form.getByRole("checkbox", { name: "I agree to the terms and conditions" }),
  ).toHaveAccessibleDescription("You must agree to the terms and conditions.");

  await name.fill("Ravi Kumar");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(form.getByText("Name is required")).toHaveCount(0);
  await expect(form.getByRole("alert")).toContainText("9 fields");
});

test("a bad phone number and a date before today are refused", async ({ page }) => {
  await openHome(page);
  const form = bookingForm(page);
  await form.getByLabel("Full name").fill("Ravi Kumar");
  await form.getByLabel("Mobile number").fill("12345 67890");
  await form.getByLabel("Appliance").selectOption("ac");
  await form.getByLabel("Brand").selectOption("voltas");
  await form.getByLabel("Describe the issue").fill("Running but not cooling");
  await form.getByLabel("Address for the visit").fill("12, Nethaji Road, Erode");
  await form.getByLabel("Pincode").fill("638001");
  await form.getByLabel("Preferred date").fill(indianDate(-1));
  await form.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await form.getByRole("button", { name: "Book My Service" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByLabel("Mobile number")).toBeFocused();
  await expect(form.getByLabel("Mobile number")).toHaveAccessibleDescription(/valid 10-digit mobile number/);
  await expect(form.getByLabel("Preferred date")).toHaveAccessibleDescription(
    /The date cannot be earlier than today\./,
  );

  await form.getByLabel("Mobile number").fill("+91 98430 12345");
  await form.getByLabel("Preferred date").fill(indianDate(1));
  await expect(form.getByLabel("Mobile number")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Preferred date")).not.toHaveAttribute("aria-invalid");
});

test("the home page has no serious accessibility violations @phone", async ({ page }) => {
  // two full-page axe runs on a long page
  test.slow();
  await openHome(page);
  await expectNoSeriousA11yViolations(page);
  await bookingForm(page).getByRole("button", { name: "Book My Service" }).click();
  await expect(bookingForm(page).getByRole("alert")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
