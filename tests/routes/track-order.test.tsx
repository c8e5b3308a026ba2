import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { insertOrder, insertProduct } from "../support/order-rows";
import { renderPage, textOf } from "../support/route-page";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import { textIn } from "../../app/i18n/text";
import { trackOrderText } from "../../app/modules/orders/texts/en/track-order";
import { trackOrderMessages } from "../../app/modules/orders/texts/en/track-order-messages";
import * as trackOrder from "../../app/routes/store/track-order";

const tamilPage = textIn(trackOrderText, "ta");
const tamil = textIn(trackOrderMessages, "ta");

const [pglite] = testBackends();

describe("/track-order below the browser, in English and Tamil", () => {
  let handle: DatabaseHandle;
  let productId: number;
  beforeAll(async () => {
    handle = await pglite!.open();
    productId = await insertProduct(handle.db);
  });
  afterAll(() => handle?.close());

  const context = (address: string) => testContext(handle.db, address);

  it("shows the lookup form in the page's language", async () => {
    const english = await renderPage(trackOrder, { path: "/track-order", context: context("198.51.100.1") });
    expect(textOf(english.html)).toContain("Find your order");
    const inTamil = await renderPage(trackOrder, {
      path: "/ta/track-order",
      context: context("198.51.100.1"),
    });
    expect(textOf(inTamil.html)).toContain(tamilPage.formTitle);
    expect(textOf(inTamil.html)).not.toContain("Find your order");
  });

  it("answers a wrong phone with the same not-found message, written in the page's language", async () => {
    const order = await insertOrder(handle.db, productId);
    const form = { intent: "lookup", orderNumber: order.orderNumber, phone: "9000000001" };
    const english = await renderPage(trackOrder, {
      path: "/track-order",
      context: context("198.51.100.2"),
      form,
    });
    expect(english.action?.status).toBe(404);
    expect(textOf(english.html)).toContain("We could not find an order with that number and phone number.");
    const inTamil = await renderPage(trackOrder, {
      path: "/ta/track-order",
      context: context("198.51.100.3"),
      form,
    });
    expect(inTamil.action?.status).toBe(404);
    expect(textOf(inTamil.html)).toContain(tamil.notFound);
    expect(textOf(inTamil.html)).not.toContain("We could not find");
  });

  it("writes the schema's field messages in Tamil", async () => {
    const inTamil = await renderPage(trackOrder, {
      path: "/ta/track-order",
      context: context("198.51.100.4"),
      form: { intent: "lookup", orderNumber: "", phone: "12" },
    });
    expect(inTamil.action?.status).toBe(400);
    const text = textOf(inTamil.html);
    expect(text).toContain(tamil.enterOrderNumber);
    expect(text).toContain(tamil.phoneShort);
    expect(text).not.toMatch(/track-order-messages:|Phone number must/);
  });

  it("refuses to cancel a packed order and says why in Tamil, keeping the order on screen", async () => {
    const order = await insertOrder(handle.db, productId, { status: "packed" });
    const form = { intent: "cancel", orderNumber: order.orderNumber, phone: order.phone };
    const inTamil = await renderPage(trackOrder, {
      path: "/ta/track-order",
      context: context("198.51.100.5"),
      form,
    });
    expect(inTamil.action?.status).toBe(409);
    const text = textOf(inTamil.html);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(tamil.alreadyPacked);
    expect(text).not.toMatch(/already been packed|track-order-messages:/);
    const english = await renderPage(trackOrder, {
      path: "/track-order",
      context: context("198.51.100.6"),
      form,
    });
    expect(textOf(english.html)).toContain("already been packed");
  });
});
