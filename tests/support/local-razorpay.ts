/**
 * A local stand-in for Razorpay that checks each request as Razorpay's documentation states it: Basic auth
 * with the key id and secret, the Orders API body (amount in paise, INR, a receipt of at most 40 characters),
 * the Hosted Checkout form (key_id, order_id, callback_url), the Payments API, and refunds with
 * X-Refund-Idempotency (at least 10 characters; the same key with another body is refused). Its payment page
 * posts razorpay_payment_id, razorpay_order_id and razorpay_signature back, the signature being
 * HMAC-SHA256(order_id|payment_id, key secret); its webhooks carry X-Razorpay-Signature (HMAC-SHA256 of the
 * raw body with the webhook secret) and X-Razorpay-Event-Id. Payments stay "authorized" until the test
 * captures them, as with manual capture.
 *
 * Integration tests start it in-process; the end-to-end tests run it as a process (see the bottom) and drive
 * it through POST /__control/... .
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const razorpayTestAccount = {
  keyId: "rzp_test_Kaveri00000001",
  keySecret: "test-razorpay-key-secret-0001",
  webhookSecret: "test-razorpay-webhook-secret",
};

type Order = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
  created_at: number;
};
type Payment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  created_at: number;
};
type Refund = {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
  key: string;
  body: string;
};

export type LocalRazorpay = {
  url: string;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  /** Requests refused, with why: tests assert the shop sent none. */
  refused: string[];
  /** Milliseconds to hold every API answer (a timeout test). */
  state: { delayMs: number };
  capture(paymentId: string): Payment;
  /** Sends a webhook to the shop; `forged` signs it with another secret, `amount` changes the payment's. */
  sendWebhook(
    target: string,
    event: "payment.captured" | "payment.failed" | "refund.processed",
    id: string,
    options?: { forged?: boolean; amount?: number; eventId?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("hex").slice(0, 14)}`;
const hmac = (secret: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(payload).digest("hex");
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startLocalRazorpay(port = 0): Promise<LocalRazorpay> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const refused: string[] = [];
  const state = { delayMs: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${razorpayTestAccount.keyId}:${razorpayTestAccount.keySecret}`).toString("base64")}`;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(request.url ?? "/", "http://razorpay.test");
      const json = (status: number, body: unknown) => {
        setTimeout(() => {
          response.writeHead(status, { "Content-Type": "application/json" });
          response.end(JSON.stringify(body));
        }, state.delayMs);
      };
      const refuse = (status: number, description: string) => {
        refused.push(`${request.method} ${url.pathname}: ${description}`);
        json(status, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description,
            source: "business",
            reason: "input_validation_failed",
          },
        });
      };
      const html = (body: string) => {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay test checkout</title></head><body><main>${body}</main></body></html>`,
        );
      };
      const api = url.pathname.startsWith("/v1/") && url.pathname !== "/v1/checkout/embedded";
      if (api && request.headers.authorization !== expectedAuth)
        return refuse(401, "The api key provided is invalid");
      const body = (): Record<string, unknown> | null => {
        try {
          const parsed: unknown = JSON.parse(raw);
          return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
        } catch {
          return null;
        }
      };

      if (request.method === "POST" && url.pathname === "/v1/orders") {
        const order = body();
        if (request.headers["content-type"] !== "application/json" || !order)
          return refuse(400, "body must be JSON");
        const { amount, currency, receipt } = order;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
          return refuse(400, "The amount must be at least INR 1.00");
        }
        if (currency !== "INR") return refuse(400, "The currency must be INR");
        if (typeof receipt !== "string" || receipt.length > 40)
          return refuse(400, "receipt: at most 40 characters");
        const made: Order = {
          id: randomId("order"),
          amount,
          currency,
          receipt,
          status: "created",
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(made.id, made);
        return json(200, {
          ...made,
          entity: "order",
          amount_paid: 0,
          amount_due: amount,
          attempts: 0,
          notes: order.notes ?? [],
        });
      }

      if (request.method === "POST" && url.pathname === "/v1/checkout/embedded") {
        const form = new URLSearchParams(raw);
        const order = orders.get(form.get("order_id") ?? "");
        const callback = form.get("callback_url") ?? "";
        if (form.get("key_id") !== razorpayTestAccount.keyId || !order || !/^https?:\/\//.test(callback)) {
          refused.push(`checkout: key_id, order_id and callback_url are required`);
          response.writeHead(400, { "Content-Type": "text/plain" });
          return response.end("Bad checkout request");
        }
        const payment: Payment = {
          id: randomId("pay"),
          order_id: order.id,
          amount: order.amount,
          currency: order.currency,
          status: "authorized",
          method: "card",
          created_at: Math.floor(Date.now() / 1000),
        };
        payments.set(payment.id, payment);
        const signature = hmac(razorpayTestAccount.keySecret, `${order.id}|${payment.id}`);
        const field = (name: string, value: string) =>
          `<input type="hidden" name="${name}" value="${escape(value)}">`;
        return html(
          `<h1>Pay ${escape(form.get("name") ?? "")}</h1><p>Amount: ₹${(order.amount / 100).toFixed(2)} for ${escape(form.get("description") ?? "")}</p>` +
            `<p data-payment-id="${payment.id}">Card ending 1111</p>` +
            `<form method="post" action="${escape(callback)}">${field("razorpay_payment_id", payment.id)}${field("razorpay_order_id", order.id)}${field("razorpay_signature", signature)}<button type="submit">Pay now</button></form>` +
            `<form method="post" action="${escape(callback)}">${field("razorpay_payment_id", payment.id)}${field("razorpay_order_id", order.id)}${field("razorpay_signature", "0".repeat(64))}<button type="submit">Return with a forged signature</button></form>` +
            `<p><a href="${escape(form.get("cancel_url") ?? callback)}">Cancel payment</a></p>`,
        );
      }

      const paymentMatch = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)(\/refund)?$/.exec(url.pathname);
      if (paymentMatch) {
        const payment = payments.get(paymentMatch[1]!);
        if (!payment) return refuse(400, "The id provided does not exist");
        if (request.method === "GET" && !paymentMatch[2]) return json(200, { ...payment, entity: "payment" });
        if (request.method === "POST" && paymentMatch[2]) {
          const key = String(request.headers["x-refund-idempotency"] ?? "");
          if (!/^[A-Za-z0-9_-]{10,}$/.test(key))
            return refuse(400, "X-Refund-Idempotency must be 10 or more letters, digits, - or _");
          const asked = body();
          if (
            !asked ||
            typeof asked.amount !== "number" ||
            !Number.isInteger(asked.amount) ||
            asked.amount < 100
          ) {
            return refuse(400, "The amount must be at least INR 1.00");
          }
          const earlier = [...refunds.values()].find((refund) => refund.key === key);
          if (earlier) {
            if (earlier.body !== raw) return refuse(400, "idempotency key reused with another request body");
            return json(200, { ...earlier, key: undefined, body: undefined, entity: "refund" });
          }
          if (payment.status !== "captured") return refuse(400, "Only captured payments can be refunded");
          const refunded = [...refunds.values()]
            .filter((refund) => refund.payment_id === payment.id)
            .reduce((sum, refund) => sum + refund.amount, 0);
          if (refunded + asked.amount > payment.amount) {
            return refuse(400, "The refund amount provided is greater than amount captured");
          }
          const refund: Refund = {
            id: randomId("rfnd"),
            payment_id: payment.id,
            amount: asked.amount,
            currency: "INR",
            status: "pending",
            key,
            body: raw,
          };
          refunds.set(refund.id, refund);
          return json(200, {
            ...refund,
            key: undefined,
            body: undefined,
            entity: "refund",
            speed_requested: "normal",
          });
        }
      }

      if (request.method === "GET" && url.pathname === "/__control/health") return json(200, { ok: true });
      if (request.method === "POST" && url.pathname.startsWith("/__control/")) {
        const asked = body() ?? {};
        const name = url.pathname.slice("/__control/".length);
        if (name === "capture") return json(200, local.capture(String(asked.paymentId)));
        if (name === "webhook") {
          void local
            .sendWebhook(String(asked.target), asked.event as "payment.captured", String(asked.id), {
              forged: asked.forged === true,
              amount: typeof asked.amount === "number" ? asked.amount : undefined,
              eventId: typeof asked.eventId === "string" ? asked.eventId : undefined,
            })
            .then(
              (answer) => json(200, answer),
              (error: unknown) => json(502, { error: String(error) }),
            );
          return;
        }
        if (name === "last-payment") return json(200, [...payments.values()].at(-1) ?? null);
        if (name === "refused") return json(200, refused);
      }
      json(404, {
        error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
      });
    });
  });

  const local: LocalRazorpay = {
    url: "",
    orders,
    payments,
    refunds,
    refused,
    state,
    capture(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      payment.status = "captured";
      return payment;
    },
    async sendWebhook(target, event, id, { forged = false, amount, eventId } = {}) {
      let payload: Record<string, unknown>;
      if (event === "refund.processed") {
        const refund = refunds.get(id);
        if (!refund) throw new Error(`no refund ${id}`);
        refund.status = "processed";
        const { key: _key, body: _body, ...entity } = refund;
        payload = { refund: { entity: { ...entity, entity: "refund" } } };
      } else {
        const payment = payments.get(id);
        if (!payment) throw new Error(`no payment ${id}`);
        if (event === "payment.failed") payment.status = "failed";
        payload = {
          payment: { entity: { ...payment, entity: "payment", amount: amount ?? payment.amount } },
        };
      }
      const raw = JSON.stringify({
        entity: "event",
        account_id: "acc_Kaveri0000001",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      const secret = forged ? "not-the-webhook-secret" : razorpayTestAccount.webhookSecret;
      const answer = await fetch(target, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": hmac(secret, raw),
          "X-Razorpay-Event-Id": eventId ?? randomId("evt"),
        },
        body: raw,
      });
      return { status: answer.status, body: await answer.text() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  local.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return local;
}

/** The shop's environment for taking payments through the local gateway at this URL. */
/**
 * Opens the gateway's payment page with one of our forms and pays: the bank authorises the payment (capture
 * comes later). Returns it, our signed return reference, and the signed fields the customer comes back with.
 */
export async function payOnGatewayPage(
  local: LocalRazorpay,
  form: { state: "ready"; fields: [string, string][]; action: string } | { state: "unavailable" } | null,
) {
  if (form?.state !== "ready") throw new Error("no payment form");
  const page = await fetch(form.action, { method: "POST", body: new URLSearchParams(form.fields) });
  if (page.status !== 200) throw new Error(`the payment page answered ${page.status}`);
  const payment = [...local.payments.values()].at(-1)!;
  const field = (name: string) => form.fields.find(([key]) => key === name)?.[1] ?? "";
  if (payment.order_id !== field("order_id")) throw new Error("the payment is not for the form's order");
  const ref = new URL(field("callback_url")).searchParams.get("ref") ?? "";
  const signature = crypto
    .createHmac("sha256", razorpayTestAccount.keySecret)
    .update(`${payment.order_id}|${payment.id}`)
    .digest("hex");
  const fields = {
    razorpay_payment_id: payment.id,
    razorpay_order_id: payment.order_id,
    razorpay_signature: signature,
  };
  return { payment, ref, fields };
}

export function razorpayEnv(url: string) {
  return {
    RAZORPAY_KEY_ID: razorpayTestAccount.keyId,
    RAZORPAY_KEY_SECRET: razorpayTestAccount.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpayTestAccount.webhookSecret,
    RAZORPAY_API_URL: url,
  };
}

// Run as a process (the end-to-end tests' web server): listens on PORT until stopped.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const local = await startLocalRazorpay(Number(process.env.PORT));
  console.log(`local Razorpay listening: ${local.url}`);
  const stop = () => void local.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
