import { expect, test, type Page } from "@playwright/test";

import { seedProducts } from "../../db/seed-data";
import { dealer, fullAddress, whatsappLink } from "../../app/lib/dealer";
import { faqGroups } from "../../app/modules/content/components/faq-entries";
import { labourRange } from "../../app/modules/booking/repair-pricing";
import { serviceCategories } from "../../app/modules/booking/service-categories";
import { expectNoSeriousA11yViolations } from "./a11y";

type ServicePage = { path: string; h1: string | RegExp; texts: string[] };

const servicePages: ServicePage[] = [
  {
    path: "/services",
    h1: "Appliance Repair & Service",
    texts: [
      ...serviceCategories.map((service) => service.name),
      "Certified technicians",
      "Doorstep Service",
      "Same-Day Service",
      "100% Satisfaction Guarantee",
      "90-Day Repair Warranty",
      "Mon-Fri",
      "9:00 AM - 7:00 PM",
      "9:00 AM - 5:00 PM",
      "Emergency only",
      "₹299",
    ],
  },
  {
    path: "/services/repairs",
    h1: "Repair Services & Charges",
    texts: [
      "Visit charge",
      "₹299",
      "waived if you go ahead",
      "Spare Parts Policy",
      "at their printed MRP",
      "genuine",
      "old part is shown to you",
      "90-Day Repair Warranty",
    ],
  },
  {
    path: "/policies/warranty",
    h1: "Warranty Policy",
    texts: [
      "1 year manufacturer warranty",
      "6 months",
      "90-day repair warranty",
      "What it covers",
      "What it does not cover",
      "7-day replacement",
      "How to Make a Claim",
      "Contact Us",
      dealer.phone,
      "Last updated November 2026",
    ],
  },
  {
    path: "/faq",
    h1: "Frequently Asked Questions",
    texts: ["How long does delivery take?", "Which payment methods do you accept?", "Still have a question?"],
  },
  {
    path: "/store-locator",
    h1: "Visit Our Store",
    texts: [
      dealer.name,
      dealer.street,
      `${dealer.city}, ${dealer.state} ${dealer.pincode}`,
      dealer.phone,
      dealer.email,
      dealer.hours.topBar,
      "Service desk hours",
      "Emergency only",
    ],
  },
  {
    path: "/offers",
    h1: "Offers on Home Appliances",
    texts: ["Up to", "% off", "Free shipping", "products on offer", "Biggest discount first"],
  },
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

for (const servicePage of servicePages) {
  test(`${servicePage.path} answers with one h1, its key texts and meta tags`, async ({ page }) => {
    await open(page, servicePage.path);
    const main = page.locator("main#main");
    await expect(main).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicePage.h1);
    for (const text of servicePage.texts) await expect(main, text).toContainText(text);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${servicePage.path.replace(/[/]/g, "\\/")}$`),
    );
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  });

  test(`${servicePage.path} has no serious accessibility violations`, async ({ page }) => {
    await open(page, servicePage.path);
    await expectNoSeriousA11yViolations(page);
  });
}

test("the home page's 'Learn more' links land on their appliance on /services/repairs", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("link", { name: "Learn more about Washing Machine Repair" }).click();
  await expect(page).toHaveURL(/\/services\/repairs#washing-machine$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repair Services & Charges");
  await expect(page.locator("section#washing-machine")).toBeInViewport();
});

test("/services links every appliance to its repairs anchor and offers book, track, call and WhatsApp", async ({
  page,
}) => {
  await open(page, "/services");
  const main = page.locator("main#main");
  for (const service of serviceCategories) {
    await expect(main.locator(`a[href="/services/repairs#${service.slug}"]`)).toHaveCount(1);
  }
  await expect(main.getByRole("link", { name: "Book a Service" }).first()).toHaveAttribute(
    "href",
    "/services/book",
  );
  await expect(main.getByRole("link", { name: "Track Your Service" }).first()).toHaveAttribute(
    "href",
    "/track-service",
  );
  await expect(main.getByRole("link", { name: /Emergency Call/ })).toHaveAttribute("href", dealer.phoneHref);
  const whatsapp = main.getByRole("link", { name: /WhatsApp Us/ });
  await expect(whatsapp).toHaveAttribute("href", new RegExp(`^${whatsappLink().replace(/[.?/]/g, "\\$&")}`));
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);
});

test("/services/repairs has an anchored section with covers and labour for each of the eight appliances", async ({
  page,
}) => {
  await open(page, "/services/repairs");
  for (const service of serviceCategories) {
    const section = page.locator(`main section#${service.slug}`);
    await expect(section, service.slug).toHaveCount(1);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(service.name);
    await expect(section).toContainText("What the repair covers");
    await expect(section).toContainText(labourRange(service.slug));
    await expect(section).toContainText("₹299");
    await expect(section.locator("li").first()).toBeVisible();
  }
  // A fresh load with a hash lands on the section.
  await open(page, "/");
  await page.goto("/services/repairs#washing-machine");
  await expect(page.locator("section#washing-machine")).toBeInViewport();
});

test("/faq publishes FAQPage data with exactly the questions it shows", async ({ page }) => {
  await open(page, "/faq");
  const summaries = page.locator("main details > summary");
  const shown = (await summaries.allTextContents()).map((text) => text.trim());
  expect(shown.length).toBeGreaterThanOrEqual(10);
  expect(shown.length).toBeLessThanOrEqual(14);
  expect(shown.length).toBe(faqGroups.flatMap((group) => group.entries).length);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks
    .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: unknown })
    .find((data) => data["@type"] === "FAQPage") as
    | {
        "@context": string;
        mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
      }
    | undefined;
  expect(faq, "FAQPage JSON-LD").toBeDefined();
  expect(faq!["@context"]).toBe("https://schema.org");
  expect(faq!.mainEntity).toHaveLength(shown.length);
  expect(faq!.mainEntity.map((question) => question.name)).toEqual(shown);
  for (const question of faq!.mainEntity) {
    expect(question["@type"]).toBe("Question");
    expect(question.acceptedAnswer["@type"]).toBe("Answer");
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  }
  // The answers carry the policies' figures.
  const answers = faq!.mainEntity.map((question) => question.acceptedAnswer.text).join(" ");
  for (const figure of [
    "3-6 business days",
    "5-10 business days",
    "free",
    "2 hours",
    "4 hours",
    "3-5 business days",
    "Cash on delivery, and UPI to our QR code",
    "30 minutes",
    "1 year manufacturer warranty",
    "90-day repair warranty",
    dealer.city,
  ]) {
    expect(answers, figure).toContain(figure);
  }
});

test("/faq answers open and close from the keyboard", async ({ page }) => {
  await open(page, "/faq");
  const item = page.locator("main details").first();
  const summary = item.locator("summary");
  const answer = item.locator("p").first();
  await expect(item).not.toHaveAttribute("open");
  await expect(answer).toBeHidden();

  // Tab from the heading before it lands on the first question.
  await page.getByRole("heading", { level: 2 }).first().click();
  await page.keyboard.press("Tab");
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("3-6 business days");

  await page.keyboard.press("Space");
  await expect(item).not.toHaveAttribute("open");
  await expect(answer).toBeHidden();
});

test("/store-locator gives directions through the maps service, without an embedded map", async ({
  page,
}) => {
  await open(page, "/store-locator");
  const main = page.locator("main#main");
  const directions = main.getByRole("link", { name: /Get directions/ });
  await expect(directions).toHaveAttribute("href", dealer.mapsUrl);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", /noopener/);
  await expect(main.getByRole("link", { name: dealer.phone })).toHaveAttribute("href", dealer.phoneHref);
  await expect(main).toContainText(fullAddress);
  await expect(page.locator("iframe")).toHaveCount(0);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text) as { "@type"?: string; address?: { postalCode?: string } })
    .find((data) => data["@type"] === "ElectronicsStore");
  expect(business?.address?.postalCode).toBe(dealer.pincode);
});

test("/offers lists only discounted products, biggest discount first", async ({ page }) => {
  const expected = seedProducts
    .map((product, index) => ({ ...product, index }))
    .filter(
      (product) =>
        (product.discountPct ?? 0) > 0 || (product.mrpPaise != null && product.mrpPaise > product.pricePaise),
    )
    .sort(
      (a, b) =>
        (b.discountPct ?? 0) - (a.discountPct ?? 0) ||
        (b.mrpPaise! - b.pricePaise) / b.mrpPaise! - (a.mrpPaise! - a.pricePaise) / a.mrpPaise! ||
        a.index - b.index,
    );
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(seedProducts.length);

  await open(page, "/offers");
  const cards = page.getByTestId("offer-grid").locator("article");
  await expect(cards).toHaveCount(expected.length);
  await expect(
    page.getByRole("heading", { level: 2, name: `${expected.length} products on offer` }),
  ).toBeVisible();

  const titles = (await cards.locator("h3").allTextContents()).map((text) => text.trim());
  expect(titles).toEqual(expected.map((product) => product.title));

  const badges = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const badge = [...article.querySelectorAll("p")].find((p) => /^\d+% OFF$/.test(p.textContent ?? ""));
      return {
        pct: badge ? Number.parseInt(badge.textContent ?? "", 10) : 0,
        struckMrp: article.querySelector("s")?.textContent ?? null,
      };
    }),
  );
  for (const badge of badges) {
    expect(badge.pct).toBeGreaterThan(0);
    expect(badge.struckMrp).toMatch(/^₹[\d,]+$/);
  }
  const percents = badges.map((badge) => badge.pct);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  await expect(page.locator("main")).toContainText(`Up to ${percents[0]}% off`);
});

test("/services has no serious accessibility violations on a phone @phone", async ({ page }) => {
  await open(page, "/services");
  await expectNoSeriousA11yViolations(page);
});
