import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { textIn } from "../../app/i18n/text";
import { getEnv, signingSecret } from "../../app/lib/env.server";
import { runClaimAction } from "../../app/modules/admin-claims/claim-actions.server";
import {
  answerRebillAsCustomer,
  askCustomerToPay,
} from "../../app/modules/field-service/claim-rebill.server";
import { rebillPaymentText } from "../../app/modules/field-service/texts/en/rebill-payment";
import { trackingPath } from "../../app/modules/notify/tracking-link.server";
import * as trackService from "../../app/routes/store/track-service";
import { formDataOf } from "../support/form-data";
import { razorpayEnv, startLocalRazorpay, type LocalRazorpay } from "../support/local-razorpay";
import { renderPage, textOf } from "../support/route-page";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import { claimedRepair, openClaimsDesk } from "../support/warranty-claims";

const [pglite] = testBackends();
const settings = { sms: true, whatsapp: false, email: false, origin: "https://shop.example" };

describe("/track-service below the browser: a rejected claim's bill the customer agreed to pay", () => {
  let local: LocalRazorpay;
  let handle: DatabaseHandle;
  let path = "";
  beforeAll(async () => {
    local = await startLocalRazorpay();
    // the shop's gateway, read once by this file's process
    Object.assign(process.env, razorpayEnv(local.url));
    const desk = await openClaimsDesk(pglite!);
    handle = desk.handle;
    const claimed = await claimedRepair(handle.db, desk.crew, 1_60_000);
    const reject = formDataOf({ intent: "reject", reason: "Physical damage" });
    expect(await runClaimAction(handle.db, desk.owner, claimed.bookingId, reject)).toMatchObject({
      status: 200,
    });
    expect(await askCustomerToPay(handle.db, desk.owner, claimed.bookingId, { settings })).toEqual({
      ok: true,
    });
    expect(await answerRebillAsCustomer(handle.db, claimed.pair, "approved", "link")).toEqual({ ok: true });
    path = trackingPath("booking", claimed.pair.reference, "en", {
      key: signingSecret(getEnv()),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(async () => {
    await handle?.close();
    await local?.close();
  });

  /** The page as the server sends it: the payment block loads lazily, so renders are tried until it is in. */
  async function open(query = "") {
    let page = await renderPage(trackService, { path: `${path}${query}`, context: testContext(handle.db) });
    await expect
      .poll(async () => {
        page = await renderPage(trackService, { path: `${path}${query}`, context: testContext(handle.db) });
        return /data-testid="payment-outcome"|checkout\/embedded/.test(page.html);
      })
      .toBe(true);
    return page;
  }

  it("offers a plain form to the gateway's page for the bill's total", async () => {
    const page = await open();
    expect(page.loader.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain("You agreed to pay this bill.");
    expect(text).toContain("Pay ₹3,658.00 securely");
    expect(page.html).toContain(`action="${local.url}/v1/checkout/embedded"`);
    expect(page.html).toMatch(/name="order_id" value="order_\w+"/);
    expect(page.html).toContain('name="amount" value="365800"');
  });

  it("says what happened on the gateway's page, and offers no second payment while one is being confirmed", async () => {
    const t = textIn(rebillPaymentText, "en");
    const failed = textOf((await open("&payment=failed")).html);
    expect(failed).toContain(t.paymentFailed);
    expect(failed).toContain("Pay ₹3,658.00 securely");
    const processing = textOf((await open("&payment=processing")).html);
    expect(processing).toContain(t.paymentProcessing);
    expect(processing).not.toContain("securely");
  });
});
