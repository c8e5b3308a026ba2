import { expect, test, type Page } from "@playwright/test";

import { fillInstallationVisit } from "../support/installation-visit";
import { expectNoSeriousA11yViolations } from "./a11y";
import { fields, fillValid, openCheckout, placeOrder, waitForHydration } from "./checkout-steps";
import { freshAddress, seedCart } from "./page-helpers";

const tvTitle = "Samsung 108 cm (43 inch) Crystal 4K UHD Smart LED TV";
const fanTitle = "Crompton Energion HS 1200 mm BLDC Ceiling Fan with Remote";

async function expectFieldError(page: Page, field: string, message: string) {
  const control = page.locator(`#checkout-${field}`);
  await expect(page.locator(`#checkout-${field}-error`)).toHaveText(message);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAttribute("aria-describedby", new RegExp(`checkout-${field}-error`));
}

/** The installation choice's message: under its radios, which are marked, and named by their group. */
async function expectChoiceError(page: Page, message: string) {
  await expect(page.locator("#checkout-installBy-error")).toHaveText(message);
  const radios = page.locator('input[name="installBy"]');
  await expect(radios).toHaveCount(3);
  for (const radio of await radios.all()) await expect(radio).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('fieldset:has(> legend + div input[name="installBy"])')).toHaveAttribute(
    "aria-describedby",
    "checkout-installBy-error",
  );
}

const storedCart = (page: Page) => page.evaluate(() => window.localStorage.getItem("cart"));

test.describe("checkout", () => {
  // Whole orders, start to finish: more than the default allowance on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("an empty cart shows the empty state with links to the shop", async ({ page }) => {
    await openCheckout(page);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expect(page.getByRole("link", { name: "Back to cart" })).toHaveAttribute("href", "/cart");
    await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
  });

  test("shows every message word for word, focuses the first field and re-checks on blur", async ({
    page,
  }) => {
    await openCheckout(page, [{ id: "1", quantity: 1 }]);
    // the installation choice loads after the page: pressed before it is there, the form counts one field less
    await expect(page.locator("input[name='installBy']").first()).toBeVisible();
    await fields(page).submit.click();

    // the TV needs installing: who installs it is asked for with the rest
    await expect(page.getByRole("alert").first()).toContainText("Please correct the 8 fields marked below.");
    await expectFieldError(page, "name", "Name is required");
    await expectFieldError(page, "email", "Invalid email address");
    await expectFieldError(page, "phone", "Phone number must be at least 10 digits");
    await expectFieldError(page, "address", "Address is required");
    await expectFieldError(page, "city", "City is required");
    await expectFieldError(page, "pincode", "Pincode must be 6 digits");
    await expectFieldError(page, "agreeTerms", "You must agree to the terms and conditions.");
    await expectChoiceError(
      page,
      "Please choose who installs it: our technicians, the brand, or no installation.",
    );
    await expect(fields(page).name).toBeFocused();

    const f = fields(page);
    await f.pincode.fill("012345");
    await f.pincode.blur();
    await expectFieldError(page, "pincode", "Pincode must be 6 digits, and cannot start with 0.");

    await f.phone.fill("12345");
    await f.phone.blur();
    await expectFieldError(page, "phone", "Phone number must be at least 10 digits");
    await f.phone.fill("1234567890");
    await f.phone.blur();
    await expectFieldError(
      page,
      "phone",
      "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
    );

    await f.name.fill("Priya Raman");
    await f.name.blur();
    await expect(page.locator("#checkout-name-error")).toHaveCount(0);
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");

    await expectNoSeriousA11yViolations(page);
  });

  test("in Tamil, the same checks answer in Tamil, in the browser and from the server", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await seedCart(page, [{ id: "1", quantity: 1 }]);
    await page.goto("/ta/checkout");
    await waitForHydration(page, "அறிவிப்புகள்");
    await expect(page.locator("input[name='installBy']").first()).toBeVisible();
    await page.getByRole("button", { name: "ஆர்டர் செய்" }).click();

    await expect(page.getByRole("alert").first()).toContainText("கீழே குறிக்கப்பட்ட 8 புலங்களைச் சரிசெய்யவும்.");
    await expectFieldError(page, "name", "பெயர் தேவை");
    await expectFieldError(page, "phone", "போன் எண்ணில் குறைந்தது 10 இலக்கங்கள் இருக்க வேண்டும்");
    await expectFieldError(page, "pincode", "பின்கோடு 6 இலக்கங்களாக இருக்க வேண்டும்");
    await expectFieldError(page, "agreeTerms", "விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்க வேண்டும்.");
    await expectChoiceError(
      page,
      "யார் இன்ஸ்டால் செய்வது என்பதைத் தேர்ந்தெடுக்கவும்: எங்கள் தொழில்நுட்ப வல்லுநர்கள், பிராண்ட், அல்லது இன்ஸ்டலேஷன் தேவையில்லை.",
    );
    await expect(page.locator("#checkout-name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Without script the server answers the same post with the Tamil messages and keeps what was typed.
    const response = await page.request.post("/ta/checkout", {
      form: { name: "Priya Raman", phone: "12345", cart: JSON.stringify([{ id: "1", quantity: 1 }]) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="ta"');
    expect(/id="checkout-phone-error"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)</.exec(html)?.[1]).toBe(
      "போன் எண்ணில் குறைந்தது 10 இலக்கங்கள் இருக்க வேண்டும்",
    );
    expect(html).toContain('value="Priya Raman"');
  });

  test("the server checks the form again; a plain post that passes goes to the confirmation", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    // A form posted without JavaScript: the page comes back with the messages and the values.
    const response = await page.request.post("/checkout", {
      form: {
        name: "P",
        email: "nope",
        phone: "1234567890",
        pincode: "012345",
        cart: '[{"id":"1","quantity":1}]',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(422);
    const html = await response.text();
    expect(html).toContain("Name is required");
    expect(html).toContain(
      "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
    );
    expect(html).toContain("Pincode must be 6 digits, and cannot start with 0.");

    const emptyCart = await page.request.post("/checkout", {
      form: {
        name: "Priya Raman",
        email: "priya@example.in",
        phone: "9843012345",
        address: "12, Gandhi Road, Periyar Nagar",
        city: "Erode",
        state: "Tamil Nadu",
        pincode: "638001",
        paymentMethod: "cod",
        agreeTerms: "on",
        cart: "[]",
      },
      maxRedirects: 0,
    });
    expect(emptyCart.status()).toBe(422);
    expect(await emptyCart.text()).toContain("Your cart is empty or could not be read.");

    // A cart line carrying anything but an id and a quantity (here a price) is refused.
    const extraKeys = await page.request.post("/checkout", {
      form: {
        name: "Priya Raman",
        email: "priya@example.in",
        phone: "9843012345",
        address: "12, Gandhi Road, Periyar Nagar",
        city: "Erode",
        state: "Tamil Nadu",
        pincode: "638001",
        paymentMethod: "cod",
        agreeTerms: "on",
        cart: '[{"id":"12","quantity":1,"price":1}]',
      },
      maxRedirects: 0,
    });
    expect(extraKeys.status()).toBe(422);
    // A valid plain post places the order and goes to its confirmation link.
    const plain = await page.request.post("/checkout", {
      form: {
        name: "Priya Raman",
        email: "priya@example.in",
        phone: "9843012345",
        address: "12, Gandhi Road, Periyar Nagar",
        city: "Erode",
        state: "Tamil Nadu",
        pincode: "638001",
        paymentMethod: "cod",
        agreeTerms: "on",
        cart: '[{"id":"12","quantity":1}]',
      },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(303);
    const location = plain.headers()["location"] ?? "";
    expect(location).toMatch(/^\/order-confirmation\?order=ORD-\d{6}-[A-Z0-9]{6}&token=[\w-]+$/);
    await page.goto(location);
    await expect(page.getByTestId("order-total")).toHaveText("₹4,299");
  });

  test("shows the delivery window for the pincode", async ({ page }) => {
    await openCheckout(page, [{ id: "11", quantity: 1 }]);
    const estimate = page.getByTestId("delivery-estimate");
    await fields(page).pincode.fill("60004");
    await expect(estimate).toHaveCount(0);
    await fields(page).pincode.fill("600040");
    await expect(estimate).toContainText("Delivery to Chennai in 3-6 business days after dispatch.");
    await expect(estimate).toContainText("Free shipping");
    await fields(page).pincode.fill("638001");
    await expect(estimate).toContainText("Delivery to your area in 5-10 business days after dispatch.");
  });

  test("a cash-on-delivery order end to end, priced by the server", async ({ page }) => {
    await openCheckout(page, [
      { id: "1", quantity: 2, title: tvTitle, price: 32093, mrp: 47900, discountPct: 33 },
      { id: "11", quantity: 1, title: fanTitle, price: 3640, mrp: 5200, discountPct: 30 },
    ]);
    await expect(page.getByTestId("checkout-lines").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("checkout-subtotal")).toHaveText("₹1,01,000.00");
    await expect(page.getByTestId("checkout-discount")).toHaveText("−₹33,174.00");
    await expect(page.getByTestId("checkout-total")).toHaveText("₹67,826.00");
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms");

    await fillValid(page, { pincode: "600040", city: "Chennai" });
    // the TVs are installed free by our technicians: the total is unchanged
    await fillInstallationVisit(page);
    await expect(page.getByTestId("checkout-installation")).toHaveText("Free");
    const orderNumber = await placeOrder(page);

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you for your order!");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
    await expect(page.getByTestId("order-total")).toHaveText("₹67,826");
    await expect(page.getByTestId("order-discount")).toHaveText("−₹33,174");
    await expect(page.getByTestId("payment-method")).toHaveText("Cash on delivery");
    await expect(page.getByTestId("order-address")).toContainText("12, Gandhi Road, Periyar Nagar");
    await expect(page.getByTestId("order-address")).toContainText("Chennai, Tamil Nadu 600040");
    await expect(page.getByTestId("estimated-delivery")).toHaveText(/^\w+day, \d{1,2} \w+ \d{4}$/);
    await expect(page.getByText(tvTitle, { exact: true })).toBeVisible();
    await expect(page.getByText("Qty 2 × ₹32,093")).toBeVisible();
    await expect.poll(() => storedCart(page)).toBeNull();

    const track = page.getByRole("link", { name: "Track Order" });
    await expect(track).toHaveAttribute("href", `/track-order?order=${orderNumber}`);
    await expect(page.getByRole("link", { name: "Print invoice" })).toHaveAttribute(
      "href",
      new RegExp(`^/invoice\\?order=${orderNumber}&token=[\\w-]+`),
    );
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
    await expect(page.getByTestId("order-total")).toHaveText("₹67,826");

    await track.click();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${orderNumber}$`));
  });

  test("a business buyer adds a GSTIN of the delivery state; the invoice carries it", async ({ page }) => {
    await openCheckout(page, [
      { id: "11", quantity: 1, title: fanTitle, price: 3640, mrp: 5200, discountPct: 30 },
    ]);
    await fillValid(page);
    const claim = page.getByRole("checkbox", { name: /Claim GST input credit/ });
    await claim.check();
    const gstin = page.getByRole("textbox", { name: "GSTIN" });
    const businessName = page.getByRole("textbox", { name: "Business name" });
    await gstin.fill("33AAGCK1234M1ZP");
    await fields(page).submit.click();
    await expectFieldError(
      page,
      "gstin",
      "This GSTIN has a typing mistake: its last character does not match. Please check it.",
    );
    await expectFieldError(
      page,
      "businessName",
      "Please enter the business name registered with this GSTIN.",
    );
    await expect(gstin).toBeFocused();
    // a GSTIN of Karnataka does not fit a delivery to Erode
    await gstin.fill("29AAGCB7383J1Z4");
    await businessName.fill("Erode Cool Traders");
    await fields(page).submit.click();
    await expectFieldError(
      page,
      "gstin",
      "This GSTIN is registered in another state. For input credit, use the GSTIN of the delivery state.",
    );
    await gstin.fill("33aagck1234m1zm");
    await placeOrder(page);
    await page.getByRole("link", { name: "Print invoice" }).click();
    await expect(page.getByTestId("buyer-gstin")).toHaveText("Buyer's GSTIN: 33AAGCK1234M1ZM");
    await expect(page.getByText("Erode Cool Traders")).toBeVisible();
    await expect(page.getByTestId("place-of-supply")).toHaveText("Place of supply: Tamil Nadu (33)");
  });

  test("a UPI order shows the QR code, the payment link and the exact amount", async ({ page }) => {
    await openCheckout(page, [{ id: "3", quantity: 1 }]);
    await fillValid(page);
    await fillInstallationVisit(page);
    await page.getByRole("radio", { name: /^UPI/ }).check();
    const orderNumber = await placeOrder(page);

    await expect(page.getByTestId("payment-method")).toHaveText("UPI");
    const qr = page.getByTestId("upi-qr");
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("upi-amount")).toHaveText("₹13,104.00");
    const pay = page.getByRole("link", { name: "Pay with UPI app" });
    await expect(pay).toHaveAttribute("href", /^upi:\/\/pay\?/);
    const href = (await pay.getAttribute("href")) ?? "";
    expect(href).toContain("am=13104.00");
    expect(href).toContain(`tn=${orderNumber}`);
    await expect(page.getByText("Your order is confirmed once we see your payment.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a tampered price in the stored cart does not change what is charged", async ({ page }) => {
    await openCheckout(page, [{ id: "12", quantity: 1, title: "Cheap fan", price: 1 }]);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹4,299.00");
    await fillValid(page);
    await placeOrder(page);
    await expect(page.getByTestId("order-total")).toHaveText("₹4,299");
    await expect(page.getByText("Bajaj Esteem 400 mm Pedestal Fan")).toBeVisible();
  });

  test("an out-of-stock product is named and the form is kept", async ({ page }) => {
    await openCheckout(page, [{ id: "8", quantity: 1 }]);
    await expect(page.getByText("Out of stock: please remove it from your cart.")).toBeVisible();
    await fillValid(page);
    await fillInstallationVisit(page);
    await fields(page).submit.click();
    await expect(page.locator("#checkout-problem")).toContainText("is out of stock");
    await expect(page.locator("#checkout-problem")).toContainText("Samsung 8 kg");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(fields(page).name).toHaveValue("Priya Raman");
    await expect(fields(page).submit).toHaveText("Place Order");
  });

  test("a lost connection shows the error toast and keeps the form", async ({ page }) => {
    await openCheckout(page, [{ id: "11", quantity: 1 }]);
    await fillValid(page);
    await page.route("**/checkout.data*", (route) => route.abort("internetdisconnected"));
    await fields(page).submit.click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("There was an error placing your order. Please try again.");
    await expect(fields(page).submit).toHaveText("Place Order");
    await expect(fields(page).submit).toBeEnabled();
    await expect(fields(page).name).toHaveValue("Priya Raman");
    await expect(fields(page).pincode).toHaveValue("638001");
  });

  test("a double click places one order", async ({ page }) => {
    await openCheckout(page, [{ id: "9", quantity: 1 }]);
    await fillValid(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/checkout")) posts.push(request.url());
    });
    await fields(page).submit.dblclick();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByTestId("order-number")).toHaveText(/^ORD-/);
    expect(posts).toHaveLength(1);
  });

  test("the idempotency key survives a reload, so a retry finds the same order", async ({ page }) => {
    await openCheckout(page, [{ id: "9", quantity: 1 }]);
    const phone = await fillValid(page);
    // The first answer is lost on the way back: the order exists, the browser does not know it.
    let firstNumber = "";
    await page.route("**/checkout.data*", async (route) => {
      const response = await route.fetch();
      firstNumber = /ORD-\d{6}-[A-Z0-9]{6}/.exec(await response.text())?.[0] ?? "";
      await route.abort("connectionreset");
    });
    await fields(page).submit.click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Error");
    await page.unroute("**/checkout.data*");
    await page.reload();
    await waitForHydration(page);
    await fillValid(page, { phone });
    const second = await placeOrder(page);

    // The same attempt was answered with the order the first request made: one order, one number.
    expect(firstNumber).toMatch(/^ORD-/);
    expect(second).toBe(firstNumber);
  });

  test("'Save my information' fills the form next time; unticking forgets it", async ({ page }) => {
    await openCheckout(page, [{ id: "12", quantity: 1 }]);
    const phone = await fillValid(page, { name: "Arun Kumar" });
    await fields(page).saveInfo.check();
    await placeOrder(page);
    const saved = await page.evaluate(() => window.localStorage.getItem("checkout-info"));
    expect(JSON.parse(saved ?? "{}")).toMatchObject({ name: "Arun Kumar", pincode: "638001", city: "Erode" });
    expect(saved).not.toContain("paymentMethod");

    await openCheckout(page, [{ id: "12", quantity: 1 }]);
    const f = fields(page);
    await expect(f.name).toHaveValue("Arun Kumar");
    await expect(f.email).toHaveValue("priya@example.in");
    await expect(f.phone).toHaveValue(phone);
    await expect(f.address).toHaveValue("12, Gandhi Road, Periyar Nagar");
    await expect(f.pincode).toHaveValue("638001");
    await expect(f.saveInfo).toBeChecked();
    await expect(f.terms).not.toBeChecked();

    await f.saveInfo.uncheck();
    await f.terms.check();
    await placeOrder(page);
    expect(await page.evaluate(() => window.localStorage.getItem("checkout-info"))).toBeNull();
  });

  test("corrupt saved details are ignored and removed", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await seedCart(page, [{ id: "11", quantity: 1 }]);
    await page.evaluate(() => window.localStorage.setItem("checkout-info", "{not json"));
    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(fields(page).name).toHaveValue("");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("checkout-info"))).toBeNull();
  });

  test("places an order on a phone @phone", async ({ page }) => {
    await openCheckout(page, [{ id: "7", quantity: 1 }]);
    await fillValid(page);
    await fillInstallationVisit(page);
    await placeOrder(page);
    await expect(page.getByTestId("order-total")).toHaveText("₹16,192");
    await expect(page.getByRole("link", { name: "Track Order" })).toBeVisible();
  });
});

test.describe("order confirmation", () => {
  test("with nothing stored it says no order details were found", async ({ page }) => {
    await page.goto("/order-confirmation");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Order Details Unavailable" })).toBeVisible();
    await expect(page.getByTestId("order-error")).toHaveText("No order details found");
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expectNoSeriousA11yViolations(page);
  });

  test("never makes up an order from the cart", async ({ page }) => {
    await seedCart(page, [{ id: "1", quantity: 1 }]);
    await page.goto("/order-confirmation");
    await waitForHydration(page);
    await expect(page.getByTestId("order-error")).toHaveText("No order details found");
    expect(await storedCart(page)).not.toBeNull();
  });

  test("unreadable stored data says the order data is invalid", async ({ page }) => {
    await page.goto("/robots.txt");
    await page.evaluate(() => window.sessionStorage.setItem("pendingOrder", "{oops"));
    await page.goto("/order-confirmation");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Order Details Unavailable" })).toBeVisible();
    await expect(page.getByTestId("order-error")).toHaveText("Invalid order data");
  });

  test("a server that cannot be reached says the details failed to load", async ({ page }) => {
    await page.goto("/robots.txt");
    await page.evaluate(() =>
      window.sessionStorage.setItem(
        "pendingOrder",
        JSON.stringify({ orderNumber: "ORD-250101-ABCDEF", accessToken: "abcdefghijklmnopqrstuvwxyz" }),
      ),
    );
    await page.route("**/order-confirmation.data*", (route) => route.abort("internetdisconnected"));
    await page.goto("/order-confirmation");
    await expect(page.getByTestId("order-error")).toHaveText("Failed to load order details");
  });

  test("a wrong token is not found and answers 404", async ({ page }) => {
    const response = await page.goto("/order-confirmation?order=ORD-250101-ABCDEF&token=wrongtoken12345");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByTestId("order-error")).toHaveText("No order details found");
  });
});
