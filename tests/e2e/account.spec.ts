import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { signInAsStaff } from "./admin-session";
import { freshAddress, freshMobile, placeOrderWithoutScript, seedCart } from "./page-helpers";
import { testSmsTemplateId, type Received } from "../support/message-provider";

// The orders server sends to the local provider (playwright.config.ts); this is where it listens.
const providerUrl = `http://127.0.0.1:${process.env.E2E_PORT_PROVIDER ?? Number(process.env.E2E_PORT ?? 4173) + 4}`;

/** The codes the gateway was asked to send to a number, in the language's template, oldest first. */
async function codesSentTo(request: APIRequestContext, phone: string, language: "en" | "ta") {
  const all = (await (await request.get(`${providerUrl}/received`)).json()) as Received[];
  return all
    .filter(
      (message) =>
        message.channel === "sms" &&
        message.to === `91${phone}` &&
        message.templateId === testSmsTemplateId("sign_in_code", language),
    )
    .map((message) => message.values[0] ?? "");
}

async function signIn(page: Page, phone: string, language: "en" | "ta") {
  const words =
    language === "en"
      ? { phone: "Mobile number", send: "Send code", code: "6-digit code", verify: "Sign in" }
      : { phone: "மொபைல் எண்", send: "குறியீட்டை அனுப்பு", code: "6 இலக்கக் குறியீடு", verify: "உள்நுழைக" };
  await page.getByRole("textbox", { name: words.phone, exact: true }).fill(phone);
  await page.getByRole("button", { name: words.send }).click();
  const codeField = page.getByRole("textbox", { name: words.code, exact: true });
  await expect(codeField).toBeFocused();
  // the SMS is sent before the page answers
  const [code] = await codesSentTo(page.request, phone, language);
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code!);
  await page.getByRole("button", { name: words.verify, exact: true }).click();
}

test("a guest's earlier order shows in the account once the number is verified by SMS, and signing out ends it @phone", async ({
  page,
}) => {
  const address = freshAddress();
  const phone = freshMobile();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const { orderNumber } = await placeOrderWithoutScript(page.request, { address, phone, productId: 12 });

  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in with your mobile number" }),
  ).toBeVisible();
  const notice = page.getByRole("region", { name: "How we use your number" });
  await expect(notice).toContainText("What we collect");
  await expect(notice).toContainText("Notice version 2026-11-28");
  await expectNoSeriousA11yViolations(page, { include: "main" });

  // A wrong code is refused on the field; the right one signs in.
  await page
    .getByRole("textbox", { name: "Mobile number", exact: true })
    .fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`Code sent by SMS to ${phone.slice(0, 5)} ${phone.slice(5)}.`)).toBeVisible();
  const [code] = await codesSentTo(page.request, phone, "en");
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "6-digit code", exact: true }).fill(wrong);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "6-digit code", exact: true })).toHaveAccessibleDescription(
    /That code is not right. Please check the SMS and try again./,
  );
  await page.getByRole("textbox", { name: "6-digit code", exact: true }).fill(code!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  const order = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: orderNumber }) });
  await expect(order).toContainText("Placed");
  await expect(order).toContainText("₹");
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "customer_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000);
  await expectNoSeriousA11yViolations(page, { include: "main" });

  // The invoice opens from the account, and the order's page without typing the number again.
  await order.getByRole("link", { name: /^Invoice / }).click();
  await expect(page.getByRole("heading", { name: /Tax Invoice/ }).first()).toBeVisible();
  await page.goBack();
  await order.getByRole("link", { name: "View order" }).click();
  await expect(page.getByRole("region", { name: `Order ${orderNumber}` })).toBeVisible();
  // kept for the offline page, until the customer signs out
  const savedOrder = () => page.evaluate(() => window.localStorage.getItem("last-tracked-order"));
  await expect.poll(savedOrder).toContain(orderNumber);

  await page.goto("/account");
  await page.getByRole("button", { name: "Stop all updates" }).click();
  await expect(page.getByText("Updates are stopped for your orders and bookings.")).toBeVisible();
  await expect(page.getByText("Updates are off for all your orders and bookings.")).toBeVisible();
  // what the number agreed to at checkout and sign-in, and the stop just made, with the notice's version
  const agreed = page.getByRole("region", { name: "Updates by SMS, WhatsApp and e-mail" }).getByRole("list");
  await expect(agreed).toContainText(`Order ${orderNumber}: details given, notice version 2026-11-28`);
  await expect(agreed).toContainText(`Order ${orderNumber}: agreed to SMS, WhatsApp and e-mail updates`);
  await expect(agreed).toContainText("Sign-in: details given");
  await expect(agreed).toContainText("Order all: updates stopped");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?signed-out=here$/);
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await expect.poll(savedOrder).toBeNull();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in$/);
  // the old cookie, sent again, opens nothing
  await page.context().addCookies([{ ...session!, expires: -1 }]);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("the address book holds the addresses of the number's orders; checkout starts from the one chosen, booking from the latest", async ({
  page,
}) => {
  const address = freshAddress();
  const phone = freshMobile();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await placeOrderWithoutScript(page.request, { address, phone, productId: 12 });
  await placeOrderWithoutScript(page.request, {
    address,
    phone,
    productId: 12,
    deliverTo: { address: "22, Perundurai Road", city: "Erode", pincode: "638011" },
  });
  await seedCart(page, [{ id: "12", quantity: 1 }]);
  await page.goto("/sign-in");
  await signIn(page, phone, "en");
  await expect(page).toHaveURL(/\/account$/);

  const saved = page.getByRole("region", { name: "Saved addresses" }).getByRole("listitem");
  // the latest first; the same address twice is one entry
  await expect(saved).toHaveText([
    /^Kavitha Raman, 22, Perundurai Road, Erode, Tamil Nadu 638011/,
    /^Kavitha Raman, 7, Gandhiji Road, Near Post Office, Erode, Tamil Nadu 638001/,
  ]);
  await saved.nth(1).getByRole("link", { name: "Deliver here" }).click();
  await expect(page).toHaveURL(/\/checkout\?address=2$/);
  await expect(page.getByText("Filled in from your account with an address you have used.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Kavitha Raman");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(phone);
  await expect(page.getByRole("textbox", { name: "Address", exact: true })).toHaveValue(
    "7, Gandhiji Road, Near Post Office",
  );
  await expect(page.getByRole("textbox", { name: "Pincode" })).toHaveValue("638001");
  // signed in with the number already: no call to sign in
  await expect(page.getByRole("link", { name: "Sign in with your mobile number" })).toHaveCount(0);
  // a made-up choice starts from the latest
  await page.goto("/checkout?address=9");
  await expect(page.getByRole("textbox", { name: "Pincode" })).toHaveValue("638011");

  // a repair booking starts from the latest address too, and the page is this customer's alone
  const booking = await page.goto("/services/book");
  expect(booking?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText("Filled in from your account with an address you have used.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Kavitha Raman");
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue(phone);
  await expect(page.getByRole("textbox", { name: "Address for the visit" })).toHaveValue(
    "22, Perundurai Road, Erode",
  );
  await expect(page.getByRole("textbox", { name: "Pincode" })).toHaveValue("638011");
});

test("a correction asked from the account reaches the staff's personal data requests with its due dates", async ({
  page,
}) => {
  const phone = freshMobile();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.goto("/sign-in");
  await signIn(page, phone, "en");
  await expect(page).toHaveURL(/\/account$/);
  const data = page.getByRole("region", { name: "Your personal data" });

  // a correction goes to the grievance officer as a personal data request, on the staff's own board
  await data.getByRole("link", { name: "Make a personal data request" }).click();
  await expect(page).toHaveURL(/\/grievance\?about=personal-data$/);
  const request = page.getByRole("form", { name: "Make a complaint" });
  await expect(request.getByRole("combobox", { name: "What is it about?" })).toHaveValue("personal-data");
  await request.getByRole("textbox", { name: "Your name" }).fill("Kavya Raman");
  await request.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await request
    .getByRole("textbox", { name: "What happened?" })
    .fill("Please correct the e-mail on my order to kavya@example.in.");
  await request.getByRole("button", { name: "Send complaint" }).click();
  const filed = page.getByRole("status").filter({ hasText: "Your complaint is registered" });
  await expect(filed).toBeVisible();
  const ticket = /GRV-\d+/.exec((await filed.textContent()) ?? "")?.[0];
  expect(ticket).toBeTruthy();
  const staff = await page.context().newPage();
  await signInAsStaff(staff);
  await staff.goto("/admin/complaints");
  await staff.getByRole("link", { name: "Personal data requests" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Personal data requests" })).toBeVisible();
  const card = staff.getByRole("article", {
    name: `${ticket!} · My personal data: correct it, erase it or ask about it`,
  });
  await expect(card).toContainText("Acknowledge within 48 hours");
  await expect(card).toContainText("kavya@example.in");
  // the officer acknowledges and answers it like any complaint
  await card.getByRole("button", { name: "Acknowledge" }).click();
  await expect(staff.getByText(`${ticket!} acknowledged.`)).toBeVisible();
  await card.getByRole("textbox", { name: "Answer the customer will read" }).fill("Corrected on your order.");
  await card.getByRole("button", { name: "Send answer and resolve" }).click();
  await expect(staff.getByText(`${ticket!} answered and resolved.`)).toBeVisible();
  await staff.close();
});

test("signing in on the Tamil pages sends the Tamil SMS and shows the account in Tamil", async ({ page }) => {
  const address = freshAddress();
  const phone = freshMobile();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await page.goto("/ta/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await signIn(page, phone, "ta");
  await expect(page).toHaveURL(/\/ta\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "என் கணக்கு" })).toBeVisible();
  await expect(page.getByText("இந்த எண்ணில் இன்னும் ஆர்டர்கள் இல்லை.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "main" });

  // Signed in, the sign-in page leads to the account; "every device" ends this one too.
  await page.goto("/ta/sign-in");
  await expect(page).toHaveURL(/\/ta\/account$/);
  await page.getByRole("button", { name: "எல்லாச் சாதனங்களிலும் வெளியேறு" }).click();
  await expect(page.getByText("எல்லாச் சாதனங்களிலும் நீங்கள் வெளியேறிவிட்டீர்கள்.")).toBeVisible();
});

test("a customer downloads everything held about their number, and erases it once nothing is under way", async ({
  page,
}) => {
  const address = freshAddress();
  const phone = freshMobile();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const { orderNumber } = await placeOrderWithoutScript(page.request, { address, phone, productId: 12 });
  expect((await page.request.get("/account/data.json")).status()).toBe(401);

  await page.goto("/sign-in");
  await signIn(page, phone, "en");
  await expect(page).toHaveURL(/\/account$/);
  const data = page.getByRole("region", { name: "Your personal data" });
  const download = await page.request.get("/account/data.json");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="kaveri-my-data-/);
  const held = (await download.json()) as { mobile: string; orders: { orderNumber: string }[] };
  expect(held.mobile).toBe(phone);
  expect(held.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);

  // the order is still to be delivered: nothing is erased
  await data.getByRole("checkbox", { name: /I understand/ }).check();
  await data.getByRole("button", { name: "Erase my data" }).click();
  await expect(page.getByRole("region", { name: "Your personal data" }).getByRole("alert")).toContainText(
    "still under way",
  );

  const cancelled = await page.request.post("/track-order", {
    form: { intent: "cancel", orderNumber, phone },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto("/account");
  await page.getByRole("region", { name: "Your personal data" }).getByRole("checkbox").check();
  await page
    .getByRole("region", { name: "Your personal data" })
    .getByRole("button", { name: "Erase my data" })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?erased=\d{4}-12-31$/);
  await expect(page.getByRole("status")).toContainText(
    "Your personal data is erased and you are signed out.",
  );
  await expect(page.getByRole("status")).toContainText("are kept until 31 December");

  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in$/);
  const lookup = await page.request.post("/track-order", { form: { intent: "lookup", orderNumber, phone } });
  expect(lookup.status()).toBe(404);
});
