import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsOwner } from "./admin-session";
import { fillValid, openCheckout, placeOrder } from "./checkout-steps";

/** The local payment gateway the orders server is set up with (playwright.config.ts). */
const gatewayUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT_GATEWAY ?? Number(process.env.E2E_PORT ?? 4173) + 5)}`;

async function sendWebhook(
  request: APIRequestContext,
  target: string,
  body: { event: string; id: string; forged?: boolean; amount?: number; eventId?: string },
): Promise<{ status: number; body: string }> {
  const answer = await request.post(`${gatewayUrl}/__control/webhook`, { data: { target, ...body } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { status: number; body: string };
}

/** A fan (₹4,299) ordered with "Pay online": the confirmation page offers the gateway's payment page. */
async function placeOnlineOrder(page: Page): Promise<{ orderNumber: string; phone: string }> {
  await openCheckout(page, [{ id: "12", quantity: 1 }]);
  const phone = await fillValid(page);
  await page.getByRole("radio", { name: /^Pay online/ }).check();
  const orderNumber = await placeOrder(page);
  await expect(page.getByTestId("payment-method")).toHaveText("Online payment");
  return { orderNumber, phone };
}

/** Pays on the gateway's page and comes back: the bank has authorised it; the capture is still to come. */
async function payOnGateway(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Pay ₹4,299.00 securely" }).click();
  const paymentId = (await page.locator("[data-payment-id]").getAttribute("data-payment-id")) ?? "";
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("payment-outcome")).toHaveText(/Your bank has approved the payment/);
  return paymentId;
}

test("an online order is paid only on a verified capture: forged returns and webhooks, a wrong amount and a replay change nothing", async ({
  page,
  request,
  baseURL,
}) => {
  const webhook = `${baseURL}/payments/webhook`;
  const { orderNumber, phone } = await placeOnlineOrder(page);
  await expect(page.getByText("Your order is placed. Pay online below to confirm it.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The tracking page leads back to the payment.
  await page.goto("/track-order");
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("Mobile number used at checkout").fill(phone);
  await page.getByRole("button", { name: "Track order" }).click();
  await page.getByRole("link", { name: "Pay now" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);

  // A return whose signature does not hold confirms nothing; the order can be paid again.
  await page.getByRole("button", { name: "Pay ₹4,299.00 securely" }).click();
  await expect(page.getByRole("heading", { name: "Pay Kaveri Home Appliances" })).toBeVisible();
  await page.getByRole("button", { name: "Return with a forged signature" }).click();
  await expect(page.getByTestId("payment-outcome")).toHaveText(/We could not confirm this payment/);

  const paymentId = await payOnGateway(page);
  // no second payment is offered while the first is being settled
  await expect(page.getByRole("button", { name: /securely/ })).toHaveCount(0);

  expect(
    await sendWebhook(request, webhook, { event: "payment.captured", id: paymentId, forged: true }),
  ).toEqual({
    status: 400,
    body: "Signature does not match.",
  });
  await request.post(`${gatewayUrl}/__control/capture`, { data: { paymentId } });
  const wrongAmount = await sendWebhook(request, webhook, {
    event: "payment.captured",
    id: paymentId,
    amount: 100,
  });
  expect(JSON.parse(wrongAmount.body)).toEqual({ outcome: "amount-mismatch" });
  await page.reload();
  await expect(page.getByTestId("payment-outcome")).toHaveText(/Your bank has approved the payment/);

  const eventId = `evt_${paymentId.slice(4)}`;
  const captured = await sendWebhook(request, webhook, { event: "payment.captured", id: paymentId, eventId });
  expect(JSON.parse(captured.body)).toEqual({ outcome: "paid" });
  const replayed = await sendWebhook(request, webhook, { event: "payment.captured", id: paymentId, eventId });
  expect(JSON.parse(replayed.body)).toEqual({ outcome: "duplicate" });
  const again = await sendWebhook(request, webhook, { event: "order.paid", id: paymentId });
  expect(JSON.parse(again.body)).toEqual({ outcome: "duplicate" });

  await page.reload();
  await expect(page.getByRole("button", { name: /securely/ })).toHaveCount(0);
  await expect(page.getByTestId("payment-outcome")).toHaveText(
    "Payment received. Thank you: your order is confirmed.",
  );
  const refused: unknown = await (await request.post(`${gatewayUrl}/__control/refused`)).json();
  expect(refused).toEqual([]);
});

test("a cancelled paid online order is refunded through the gateway, never above what was paid, and the customer sees both", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const webhook = `${baseURL}/payments/webhook`;
  const { orderNumber, phone } = await placeOnlineOrder(page);
  const paymentId = await payOnGateway(page);
  await request.post(`${gatewayUrl}/__control/capture`, { data: { paymentId } });
  const captured = await sendWebhook(request, webhook, { event: "payment.captured", id: paymentId });
  expect(JSON.parse(captured.body)).toEqual({ outcome: "paid" });

  // Staff cancel the paid order and refund it through the gateway; its webhook settles the refund.
  const staff = await browser.newPage();
  await signInAsOwner(staff);
  await staff.goto(`/admin/orders?q=${orderNumber}`);
  await staff.getByRole("link", { name: orderNumber }).click();
  await expect(staff.getByTestId("payments-received")).toContainText(paymentId);
  await staff.getByRole("link", { name: "Cancel order…" }).click();
  await staff.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(staff.getByTestId("refund-due")).toHaveText("₹4,299.00 is due back to the customer.");
  await staff.getByLabel("Amount to refund (₹)").fill("5000");
  await staff.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(
    staff.getByText("A refund cannot be more than what is due back: at most ₹4,299.00."),
  ).toBeVisible();
  await staff.getByLabel("Amount to refund (₹)").fill("4299");
  await staff.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(staff.getByText(/Refund of ₹4,299.00 requested from the gateway/)).toBeVisible();
  await expect(staff.getByTestId("refunds")).toContainText("₹4,299.00 · through the gateway · pending rfnd_");
  await expect(staff.getByTestId("refund-due")).toHaveCount(0);
  const refundId =
    /rfnd_[A-Za-z0-9]+/.exec((await staff.getByTestId("refunds").textContent()) ?? "")?.[0] ?? "";
  const processed = await sendWebhook(request, webhook, { event: "refund.processed", id: refundId });
  expect(JSON.parse(processed.body)).toEqual({ outcome: "refund-processed" });
  await staff.reload();
  await expect(staff.getByTestId("refunds")).toContainText("₹4,299.00 · through the gateway · processed");
  await staff.close();

  // The customer sees the payment and the refund on the tracking page.
  await page.goto("/track-order");
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("Mobile number used at checkout").fill(phone);
  await page.getByRole("button", { name: "Track order" }).click();
  const notes = page.getByTestId("money-note");
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText("Payment of ₹4,299.00 received by online payment.");
  await expect(notes.nth(1)).toContainText("Refund of ₹4,299.00 sent to your original payment method.");
});
