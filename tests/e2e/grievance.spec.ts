import crypto from "node:crypto";

import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";

import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsStaff } from "./admin-session";
import { freshAddress } from "./page-helpers";
import type { Received } from "../support/message-provider";

// The orders server sends to the local provider (playwright.config.ts); this is where it listens.
const providerUrl = `http://127.0.0.1:${process.env.E2E_PORT_PROVIDER ?? Number(process.env.E2E_PORT ?? 4173) + 4}`;

/** The templates the provider delivered for a ticket, once the outbox has sent them (every few seconds). */
async function templatesFor(request: APIRequestContext, ticket: string, count: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${providerUrl}/received`)).json()) as Received[];
        found = all
          .filter((message) => message.values[0] === ticket)
          .map((message) => (message.channel === "whatsapp" ? message.template : message.templateId));
        return found.length;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

test("a complaint gets a ticket and its receipt at once, staff acknowledge and answer it on the board, and the customer reads the answer", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  const phone = `9${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  await page.goto("/grievance");
  const officer = page.getByRole("region", { name: "Grievance officer" });
  await expect(officer).toContainText("R. Lakshmi");
  await expect(officer).toContainText("Grievance Officer, Kaveri Home Appliances");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Make a complaint" })).toBeVisible();

  const form = page.getByRole("form", { name: "Make a complaint" });
  await form.getByRole("button", { name: "Send complaint" }).click();
  // the browser's own checks keep an empty form from leaving
  await expect(page).toHaveURL(/\/grievance$/);
  await form.getByRole("textbox", { name: "Your name" }).fill("Meena Raman");
  await form.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await form.getByRole("combobox", { name: "What is it about?" }).selectOption("delivery");
  await form.getByRole("textbox", { name: "Order number or booking reference" }).fill("ORD-1");
  await form
    .getByRole("textbox", { name: "What happened?" })
    .fill("The fridge came three days late and the box was torn open.");
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();
  await form.getByLabel("Photos").setInputFiles({ name: "box.jpg", mimeType: "image/jpeg", buffer: photo });
  await form.getByRole("button", { name: "Send complaint" }).click();
  // the server's check: the reference is neither an order number nor a booking reference
  await expect(form.getByText("Enter an order number (ORD-…) or a booking reference")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Order number or booking reference" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await form.getByRole("textbox", { name: "Order number or booking reference" }).fill("");
  await form.getByLabel("Photos").setInputFiles({ name: "box.jpg", mimeType: "image/jpeg", buffer: photo });
  await form.getByRole("button", { name: "Send complaint" }).click();

  await expect(page).toHaveURL(/\/grievance\/status\?t=.+&filed=1$/);
  const notice = page.getByRole("status").filter({ hasText: "Your complaint is registered" });
  await expect(notice).toBeVisible();
  const ticket = /GRV-\d+/.exec((await notice.textContent()) ?? "")?.[0];
  expect(ticket).toBeTruthy();
  const statusUrl = page.url();
  const status = page.getByRole("region", { name: `Complaint ${ticket!}` });
  await expect(status).toContainText("Delivery");
  await expect(status).toContainText("1 photo sent");
  await expect(status).toContainText("Answer due by");
  await expectNoSeriousA11yViolations(page, { include: "main" });
  expect(await templatesFor(page.request, ticket!, 1)).toEqual(["complaint_received"]);

  await signInAsStaff(page);
  await page.goto("/admin/complaints");
  const card = page.getByRole("article", { name: new RegExp(`^${ticket!} · `) });
  await expect(card).toContainText("Meena Raman");
  await expect(card.getByRole("img", { name: `Photo 1 of ${ticket!}` })).toBeVisible();
  await card.getByRole("button", { name: "Acknowledge" }).click();
  await expect(page.getByText(`${ticket!} acknowledged.`)).toBeVisible();
  const acknowledged = page.getByRole("article", { name: new RegExp(`^${ticket!} · `) });
  await acknowledged
    .getByRole("textbox", { name: "Answer the customer will read" })
    .fill("We are sorry. A new box and a ₹500 voucher reach you tomorrow.");
  await acknowledged.getByRole("button", { name: "Send answer and resolve" }).click();
  await expect(page.getByText(`${ticket!} answered and resolved.`)).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(`^${ticket!} · `) })).toHaveCount(0);

  await page.goto(statusUrl.replace("&filed=1", ""));
  const answered = page.getByRole("region", { name: `Complaint ${ticket!}` });
  await expect(answered.getByRole("heading", { name: "The grievance officer's answer" })).toBeVisible();
  await expect(answered).toContainText("A new box and a ₹500 voucher");
  expect(await templatesFor(page.request, ticket!, 2)).toEqual(["complaint_received", "complaint_answered"]);
});

test("a complaint is found again by its ticket and mobile number, and not with another number @phone", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  const phone = `8${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  await page.goto("/ta/grievance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("புகார்களும் குறை தீர்க்கும் அலுவலரும்");
  const form = page.getByRole("form", { name: "புகார் அளிக்க" });
  await form.getByRole("textbox", { name: "உங்கள் பெயர்" }).fill("Ravi Kumar");
  await form.getByRole("textbox", { name: "மொபைல் எண்" }).fill(phone);
  await form.getByRole("combobox", { name: "எதைப் பற்றியது?" }).selectOption("repair");
  await form
    .getByRole("textbox", { name: "என்ன நடந்தது?" })
    .fill("பழுது நீக்கிய இரண்டு நாளில் மீண்டும் ஏசி வேலை செய்யவில்லை.");
  await form.getByRole("button", { name: "புகாரை அனுப்பு" }).click();
  await expect(page).toHaveURL(/\/ta\/grievance\/status\?t=/);
  const ticket = /GRV-\d+/.exec((await page.getByRole("status").first().textContent()) ?? "")?.[0];
  expect(ticket).toBeTruthy();

  await page.goto("/grievance");
  const lookup = page.getByRole("form", { name: "Check a complaint you made" });
  await lookup.getByRole("textbox", { name: "Ticket number" }).fill(ticket!.toLowerCase());
  await lookup.getByRole("textbox", { name: "Mobile number" }).fill("9843000001");
  await lookup.getByRole("button", { name: "Show status" }).click();
  await expect(lookup.getByRole("alert")).toHaveText(
    "We could not find a complaint with this ticket number and mobile number.",
  );
  await lookup.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await lookup.getByRole("button", { name: "Show status" }).click();
  await expect(page).toHaveURL(/\/grievance\/status\?t=/);
  await expect(page.getByRole("region", { name: `Complaint ${ticket!}` })).toContainText(
    "A repair or service visit",
  );

  await page.goto("/grievance/status?t=GRV-1.9999999999.forged");
  await expect(page.getByRole("alert")).toContainText("This link has expired.");
});
