import { expect, test } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { freshAddress, placeOrderWithoutScript } from "./page-helpers";
import { notOnWhatsAppNumber, testSmsTemplateId } from "../support/message-provider";
import { messagesAbout } from "./provider-inbox";
import { signInAsOwner } from "./admin-session";

test("an order placed in Tamil reaches the customer's phone in Tamil by WhatsApp, and the link opens it @phone", async ({
  page,
}) => {
  test.slow();
  const address = freshAddress();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  // The refrigerator (₹17,640) is above the cash-on-delivery confirmation threshold.
  const { orderNumber, confirmationPath } = await placeOrderWithoutScript(page.request, {
    address,
    phone: "98430 44444",
    productId: 9,
    checkoutPath: "/ta/checkout",
  });
  expect(confirmationPath).toBe("/ta/order-confirmation");
  // WhatsApp carries the updates; SMS stands by for numbers WhatsApp cannot reach. A number nobody has
  // proved gets one message: the request to confirm.
  const messages = await messagesAbout(page.request, orderNumber, 1);
  const whatsapp = messages.filter((message) => message.channel === "whatsapp");
  expect(whatsapp.map((message) => [message.template, message.language, message.to])).toEqual([
    ["order_cod_confirm", "ta", "919843044444"],
  ]);
  const placed = whatsapp[0];
  expect(placed?.values).toEqual([orderNumber, "17640", expect.any(String)]);

  // Typing the order number and phone shows the order but cannot confirm it: whoever placed it knows both.
  await page.goto(`/track-order?order=${orderNumber}`);
  const lookup = page.locator("form[aria-labelledby='track-order-form-title']");
  await expect(lookup.getByLabel("Order number")).toHaveValue(orderNumber);
  await lookup.getByLabel("Mobile number used at checkout").fill("98430 44444");
  await lookup.getByRole("button", { name: "Track order" }).click();
  const confirmPanel = page.getByRole("region", { name: "Confirm your cash on delivery order" });
  await expect(confirmPanel).toContainText("open the link in the message we sent");
  await expect(confirmPanel).toContainText(/If it is not confirmed by .+, the order is cancelled./);
  await expect(page.getByRole("button", { name: "Confirm my order" })).toHaveCount(0);
  // nor does a post made by hand, with or without a link of another order
  for (const t of ["", "forged-token"]) {
    const tampered = await page.request.post("/track-order", {
      form: { intent: "confirm-cod", orderNumber, phone: "9843044444", t },
      headers: { "X-Forwarded-For": address },
    });
    expect(tampered.status()).toBe(403);
  }

  // The message's short link (/t/ and ten letters) opens the order, in Tamil, with no phone number typed.
  const shortToken = placed?.values.at(-1) ?? "";
  expect(shortToken).toMatch(/^[A-Za-z0-9]{10}$/);
  await page.goto(`/t/${shortToken}`);
  await expect(page).toHaveURL(/\/ta\/track-order\?t=/);
  const link = new URL(page.url());
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("region", { name: `ஆர்டர் ${orderNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The customer confirms the cash-on-delivery order, then stops the updates.
  await page.getByRole("button", { name: "என் ஆர்டரை உறுதிசெய்" }).click();
  await expect(page.getByText("நன்றி. உங்கள் ஆர்டர் உறுதிசெய்யப்பட்டது; விரைவில் அனுப்புவோம்.")).toBeVisible();
  await expect(page.getByRole("button", { name: "என் ஆர்டரை உறுதிசெய்" })).toHaveCount(0);
  await page.getByRole("button", { name: "தகவல்களை நிறுத்து" }).click();
  await expect(page.getByText("இந்த ஆர்டர் பற்றிய தகவல்களை இனி அனுப்ப மாட்டோம்.")).toBeVisible();
  await expect(page.getByRole("region", { name: "உங்களுக்கான தகவல்கள்" })).toHaveCount(0);

  // A link changed by one character opens nothing.
  const token = link.searchParams.get("t") ?? "";
  const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  const response = await page.goto(`/track-order?t=${forged}`);
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("This tracking link has expired or is not valid.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: `Order ${orderNumber}` })).toHaveCount(0);

  // A short link that is not ours lands on the lookup form with the same words.
  expect((await page.goto("/t/NotOurs123"))?.status()).toBe(400);
  await expect(page).toHaveURL(/\/track-order\?t=expired$/);
  await expect(
    page.getByText("This tracking link has expired or is not valid.", { exact: false }),
  ).toBeVisible();

  // In Tamil the same refusal reads in Tamil, also once the page has hydrated.
  expect((await page.goto(`/ta/track-order?t=${forged}`))?.status()).toBe(400);
  await expect(page.locator('section[aria-label^="அறிவிப்புகள்"]')).toBeAttached();
  await expect(page.getByRole("alert")).toContainText("இந்த டிராக்கிங் இணைப்பு காலாவதியானது அல்லது செல்லாதது.");
});

test("a customer WhatsApp cannot reach gets the update by SMS, and the outbox shows why @phone", async ({
  page,
}) => {
  test.slow();
  const address = freshAddress();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const { orderNumber } = await placeOrderWithoutScript(page.request, {
    address,
    phone: notOnWhatsAppNumber,
    productId: 11,
  });
  const [sms] = await messagesAbout(page.request, orderNumber, 1);
  expect(sms).toMatchObject({
    channel: "sms",
    templateId: testSmsTemplateId("order_placed", "en"),
    to: `91${notOnWhatsAppNumber}`,
  });

  await signInAsOwner(page);
  await page.goto("/admin/outbox");
  const refused = page.getByRole("article", {
    name: `WhatsApp to the customer: order placed (${orderNumber})`,
  });
  await expect(refused).toContainText("Failed");
  await expect(refused).toContainText("HTTP 400: Message undeliverable (code 131026)");
  await expect(refused).toContainText("Attempts1");
  const fallback = page.getByRole("article", { name: `SMS to the customer: order placed (${orderNumber})` });
  await expect(fallback).toContainText("Accepted by the provider");
  await expect(fallback).toContainText("instead of WhatsApp message #");
  await expect(page.getByRole("table", { name: /SMS and WhatsApp to customers, last 7 days/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "main" });
});

test("checkout pre-ticks nothing that costs money or shares data, and shows every charge before the order", async ({
  page,
}) => {
  // the split AC needs our installation visit, which has a charge
  await page.goto("/products/4");
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText(/added to cart/)).toBeVisible();
  await page.goto("/checkout");
  const form = page.locator("main form").first();
  await expect(page.getByTestId("checkout-total")).toBeVisible();
  // the only thing chosen for the shopper is how to pay, and cash on delivery costs nothing more
  const ticked = await form
    .locator("input:checked")
    .evaluateAll((inputs) =>
      inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
    );
  expect(ticked).toEqual(["paymentMethod=cod"]);
  const updates = page.getByRole("checkbox", {
    name: "Send me updates about this order by SMS, WhatsApp and e-mail",
  });
  await expect(updates).not.toBeChecked();
  await expect(updates).toHaveAccessibleDescription(
    "Only about this order or visit, never offers. Every message says how to stop them.",
  );
  await updates.check();
  await expect(updates).toBeChecked();
  // what is collected, why and for how long is itemised before the order, with the notice's version
  const notice = form.getByRole("region", { name: "Your details with this order" });
  await expect(notice).toContainText("72 months");
  await expect(notice).toContainText("Notice version 2026-11-28");
  await expect(form.getByText(/we send one message to your mobile to confirm the order/)).toBeVisible();
  // the installation charge is in the summary, and the total adds it up, before anything is placed
  const figure = async (name: string) =>
    Number((await page.getByTestId(`checkout-${name}`).innerText()).replace(/[^\d.]/g, ""));
  await page.getByRole("radio", { name: /^Our technicians install it/ }).check();
  await expect(page.getByTestId("checkout-installation")).toHaveText("₹1,499.00");
  const [subtotal, discount, installation, total] = await Promise.all(
    ["subtotal", "discount", "installation", "total"].map(figure),
  );
  expect(total).toBeCloseTo(subtotal! - discount! + installation!, 2);
  // and no false urgency
  await expect(page.getByText(/only \d+ left|hurry|selling fast|offer ends/i)).toHaveCount(0);
});
