import fs from "node:fs";
import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3199";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext();
const res = await ctx.request.post(base + "/checkout", {
  form: {
    name: "Meena Sundaram",
    email: "meena@example.test",
    phone: "9843011111",
    address: "12, MG Road, Shanthala Nagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    country: "India",
    paymentMethod: "cod",
    agreeTerms: "on",
    gstin: "29AAGCB7383J1Z4",
    businessName: "Bengaluru Cool Traders",
    idempotencyKey: "shot-" + Date.now(),
    cart: JSON.stringify([
      { id: "9", quantity: 1 },
      { id: "11", quantity: 2 },
    ]),
  },
  maxRedirects: 0,
});
const loc = res.headers()["location"]!;
const pdf = await ctx.request.get(base + loc.replace("/order-confirmation", "/invoice.pdf"));
console.log(pdf.status(), pdf.headers()["content-type"], pdf.headers()["content-disposition"]);
fs.writeFileSync("/tmp/inv.pdf", await pdf.body());
const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
await page.goto("file:///tmp/inv.pdf").catch((e) => console.log("goto", String(e).slice(0, 100)));
await page.waitForTimeout(2000);
await page.screenshot({ path: "/tmp/pdf.png" });
const inv = await browser.newPage({ viewport: { width: 390, height: 844 } });
await inv.goto(base + loc.replace("/order-confirmation", "/invoice"));
await inv.screenshot({ path: "/tmp/inv-top.png" });
await browser.close();
