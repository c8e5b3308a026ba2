/**
 * A hurried visitor's second press: after a refused submit, fixing the last error and pressing the button
 * once sends the form. The fix must not move the button between the press and its release (a message that
 * disappears when the fixed field loses focus used to shift the button about 80 px, and the press was lost).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

import { addDays, todayInIndia } from "../../app/lib/india-time";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { freshAddress, freshMobile, seedCart } from "./page-helpers";

/** One press as the device makes it: a tap on a touch screen, a click elsewhere. */
async function press(target: Locator) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

async function open(page: Page, path: string, notifications: string) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.goto(path);
  await expect(page.locator(`section[aria-label^="${notifications}"]`)).toBeAttached({ timeout: 15_000 });
}

const languages = [
  { prefix: "", placeOrder: "Place Order", notifications: "Notifications" },
  { prefix: "/ta", placeOrder: "ஆர்டர் செய்", notifications: "அறிவிப்புகள்" },
] as const;

async function openCheckout(page: Page, prefix: string, notifications: string) {
  // the fan needs no installation visit
  await seedCart(page, [{ id: "11", quantity: 1, title: "Fan", price: 3640 }]);
  await open(page, `${prefix}/checkout`, notifications);
}

test.describe("one press submits once the errors are fixed", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const language of languages) {
    test(`checkout${language.prefix ? " in Tamil" : ""}: tick the terms, press once, the order is placed @phone`, async ({
      page,
    }) => {
      await openCheckout(page, language.prefix, language.notifications);
      await page.locator("#checkout-name").fill("Priya Raman");
      await page.locator("#checkout-email").fill("priya@example.in");
      await page.locator("#checkout-phone").fill(freshMobile());
      await page.locator("#checkout-address").fill("12, Gandhi Road, Periyar Nagar");
      await page.locator("#checkout-city").fill("Erode");
      await page.locator("#checkout-state").selectOption("Tamil Nadu");
      await page.locator("#checkout-pincode").fill("638001");
      const submit = page.getByRole("button", { name: language.placeOrder });
      await submit.click();
      await expect(page.locator("#checkout-agreeTerms-error")).toBeVisible();
      await expect(page.getByRole("alert").first()).toBeVisible();

      await page.locator("#checkout-agreeTerms").check();
      await press(submit);
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/order-confirmation$`));
    });

    test(`booking a repair${language.prefix ? " in Tamil" : ""}: tick the terms, press once, it is booked @phone`, async ({
      page,
    }) => {
      await open(page, `${language.prefix}/services/book`, language.notifications);
      const form = page.locator("form[aria-labelledby='booking-form-title']");
      let date = addDays(todayInIndia(), 4);
      if (isSunday(date)) date = addDays(date, 1);
      await form.locator("[name=name]").fill("Meena Sundaram");
      await form.locator("[name=phone]").fill(freshMobile());
      await form.locator("[name=appliance]").selectOption("refrigerator");
      await form.locator("[name=brand]").selectOption("godrej");
      await form.locator("[name=issue]").fill("Not cooling since yesterday");
      await form.locator("[name=date]").fill(date);
      await form.locator("[name=slot][value=morning]").check();
      await form.locator("[name=address]").fill("45, Perundurai Road, Thindal");
      await form.locator("[name=pincode]").fill("638009");
      const submit = form.locator("button[type=submit]");
      await submit.click();
      await expect(page.locator("#booking-agreeTerms-error")).toBeVisible();

      await form.locator("[name=agreeTerms]").check();
      await press(submit);
      await expect(page.getByTestId("booking-reference")).toBeVisible();
    });

    test(`contact${language.prefix ? " in Tamil" : ""}: write the message, press once, it is sent @phone`, async ({
      page,
    }) => {
      await open(page, `${language.prefix}/contact`, language.notifications);
      const form = page.locator("form", { has: page.locator("#contact-name") });
      await form.locator("[name=name]").fill("Priya Raman");
      await form.locator("[name=phone]").fill("98430 12345");
      await form.locator("[name=email]").fill("priya@example.in");
      await form.locator("[name=topic]").selectOption("service");
      await form.locator("[name=applianceType]").selectOption("washing-machine");
      const submit = form.locator("button[type=submit]");
      await submit.click();
      await expect(page.locator("#contact-message-error")).toBeVisible();

      await form.locator("[name=message]").fill("The washing machine stops halfway through the rinse cycle.");
      await press(submit);
      await expect(page.locator("#contact-confirmation-title")).toBeVisible();
    });

    for (const lookup of [
      {
        path: "/track-order",
        reference: "#track-order-number",
        value: "ORD-261127-ZZ9ZZ9",
        phone: "#track-order-phone",
      },
      { path: "/track-service", reference: "#track-reference", value: "SRV-ZZZZ9999", phone: "#track-phone" },
    ]) {
      test(`${lookup.path}${language.prefix ? " in Tamil" : ""}: fix the phone, press once, the lookup answers @phone`, async ({
        page,
      }) => {
        await open(page, `${language.prefix}${lookup.path}`, language.notifications);
        await page.locator(lookup.reference).fill(lookup.value);
        await page.locator(lookup.phone).fill("12");
        const submit = page.locator("button[name=intent][value=lookup]");
        await submit.click();
        await expect(page.locator(`${lookup.phone}-error`)).toBeVisible();

        await page.locator(lookup.phone).fill("98430 12345");
        await press(submit);
        // the pair is unknown: the answer is the one not-found message, in the page's language
        const answer = page.locator("form[method=post] [role=alert]").first();
        await expect(answer).toBeVisible();
        await expect(answer).toContainText(language.prefix ? /[\u0B80-\u0BFF]/ : /could not find/);
        await expect(page.locator(`${lookup.phone}-error`)).toHaveCount(0);
      });
    }
  }
});
