import { expect, test, type Page } from "@playwright/test";

import { dealer } from "../../app/lib/dealer";
import { testimonials } from "../../app/modules/content/testimonials";
import { expectNoSeriousA11yViolations } from "./a11y";

type ContentPage = { path: string; h1: string | RegExp; texts: string[] };

const partnerBrands = ["Godrej", "Voltas", "Blue Star", "Panasonic", "Samsung", "LG"];

const contentPages: ContentPage[] = [
  {
    path: "/brands",
    h1: "Our Partner Brands",
    texts: ["About Our Partnerships", "Authorized Warranty", "Genuine Parts", "Certified Technicians"],
  },
  {
    path: "/about",
    h1: `About ${dealer.name}`,
    texts: [
      String(dealer.foundedYear),
      `${dealer.city}, ${dealer.state}`,
      "authorised dealer and service partner",
      "spare parts and accessories",
      "5000+",
      "Happy Customers",
      "6+",
      "Premium Brands",
      "24/7",
      "Service Support",
      ...testimonials.slice(0, 3).map((testimonial) => testimonial.name),
    ],
  },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    texts: [
      "Your Privacy is Our Commitment",
      "Full name",
      "Phone number and e-mail address",
      "Service and billing address",
      "Appliance type, brand and the issue reported",
      "the reference (UTR) of your UPI payment",
      "We never ask for card or bank details",
      "Service history and preferences",
      "Device and browser data",
      "Cookies and analytics",
      "30 business days",
      "November 2026",
    ],
  },
  {
    path: "/terms",
    h1: "Terms & Conditions",
    texts: [
      "18",
      "parent or legal guardian",
      "inclusive of all applicable taxes",
      "cash on delivery and UPI",
      "4 hours",
      "a visit charge may apply",
      "1 year manufacturer warranty",
      "6 months",
      "90-day repair warranty",
      "7-day replacement",
      "Indian law",
      `courts in ${dealer.city}`,
      "November 2026",
    ],
  },
  {
    path: "/shipping",
    h1: "Shipping Policy",
    texts: [
      "2-4 business days",
      "next working day",
      "3-6 business days",
      "5-10 business days",
      "24-48 hours",
      "free",
      "Placed",
      "Packed",
      "Shipped / Dispatched",
      "tracking ID",
      "cannot be cancelled once it has been dispatched",
      "November 2026",
    ],
  },
  {
    path: "/cancellation-refund",
    h1: "Cancellation & Refund Policy",
    texts: [
      "Simple, Fair, and Transparent",
      "2 hours",
      "not yet been packed or shipped",
      "Once an order has been dispatched it can no longer be cancelled",
      "4 hours",
      "a visit charge may apply",
      "3-5 business days",
      "5-10 business days",
      "7-day replacement",
      "November 2026",
    ],
  },
];

const policyPaths = ["/privacy", "/terms", "/shipping", "/cancellation-refund"];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

for (const content of contentPages) {
  test(`${content.path} answers with its heading, key texts and meta tags`, async ({ page }) => {
    await open(page, content.path);
    const main = page.locator("main#main");
    await expect(main).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.h1);
    for (const text of content.texts) await expect(main).toContainText(text);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${content.path.replace(/[/]/g, "\\/")}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  });

  test(`${content.path} has no serious accessibility violations`, async ({ page }) => {
    await open(page, content.path);
    await expectNoSeriousA11yViolations(page);
  });
}

for (const path of policyPaths) {
  test(`${path} ends with a contact card`, async ({ page }) => {
    await open(page, path);
    const card = page.locator("main section").last();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Contact Us");
    await expect(card.getByRole("link", { name: dealer.phone })).toHaveAttribute("href", dealer.phoneHref);
    await expect(card.getByRole("link", { name: dealer.email })).toHaveAttribute(
      "href",
      `mailto:${dealer.email}`,
    );
    await expect(card).toContainText(dealer.street);
    await expect(card).toContainText(dealer.hours.support);
    await expect(page.getByText("Last updated November 2026")).toBeVisible();
  });
}

test("the brands page lists six partner brands with shop and service links", async ({ page }) => {
  await open(page, "/brands");
  const cards = page.getByTestId("brand-card");
  await expect(cards).toHaveCount(partnerBrands.length);

  for (const name of partnerBrands) {
    const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("img", { name: `${name} logo` })).toHaveAttribute("width", /\d+/);
    await expect(card.getByRole("img", { name: `${name} logo` })).toHaveAttribute("height", /\d+/);
    await expect(card.getByRole("link", { name: `Shop ${name}`, exact: true })).toHaveAttribute(
      "href",
      `/shop?brand=${encodeURIComponent(name)}`,
    );
    await expect(card.getByRole("link", { name: `Book Service for ${name}` })).toHaveAttribute(
      "href",
      "/book-service",
    );
    await expect(card.locator("p")).not.toHaveText("");
  }
  await expect(page.getByRole("link", { name: "Shop Blue Star", exact: true })).toHaveAttribute(
    "href",
    "/shop?brand=Blue%20Star",
  );

  const explore = page.getByRole("link", { name: /^Explore / });
  await expect(explore).toHaveCount(3);
  const firstThree = await cards.getByRole("heading").allTextContents();
  for (const [index, name] of firstThree.slice(0, 3).entries()) {
    await expect(explore.nth(index)).toHaveText(`Explore ${name}`);
    await expect(explore.nth(index)).toHaveAttribute("href", `/shop?brand=${encodeURIComponent(name)}`);
  }

  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Shop All Appliances" })).toHaveAttribute("href", "/shop");
  await expect(main.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/book-service");

  // Screen-reader users hear link names out of context: one name must mean one destination.
  const links = await main.getByRole("link").evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.textContent?.trim() ?? "",
      href: element.getAttribute("href") ?? "",
    })),
  );
  const destinations = new Map<string, Set<string>>();
  for (const { name, href } of links) destinations.set(name, (destinations.get(name) ?? new Set()).add(href));
  for (const [name, hrefs] of destinations)
    expect(hrefs.size, `"${name}" links to ${[...hrefs].join(", ")}`).toBe(1);
});

test("the about page links to the contact page and the phone", async ({ page }) => {
  await open(page, "/about");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(main.locator(`a[href="${dealer.phoneHref}"]`)).toBeVisible();
  await expect(main.getByRole("figure")).toHaveCount(3);
});

test("the brands page fits a phone screen @phone", async ({ page }) => {
  await open(page, "/brands");
  await expect(page.getByTestId("brand-card")).toHaveCount(partnerBrands.length);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const shop = page.getByRole("link", { name: "Shop Blue Star", exact: true });
  await shop.scrollIntoViewIfNeeded();
  await expect(shop).toBeVisible();
  const box = await shop.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);
});
