/**
 * Every route action, called in-process on a real migrated PGlite with 1,000 generated submissions each
 * (PROPERTY_RUNS): its real field names with hostile values, repeated fields, files where text is
 * expected, random extra fields and the odd body that is not a form at all. Never a thrown error other than a Response, never a
 * status of 500 or more, every 4xx says why, and a refused submission changes none of the rows the action
 * writes. Each run comes from its own address, so the rate limits do not hide the validation.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { eq, getTableName, sql, type Table } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed.server";
import { sampleBrandGstin, wrongCheckGstin } from "../support/sample-gstin";
import {
  customerAccounts,
  customerSessions,
  complaintPhotos,
  complaints,
  dataBreaches,
  shortLinks,
  gatewayOrders,
  gatewayEvents,
  payments,
  refunds,
  appliances,
  creditNotes,
  returnLines,
  returnPhotos,
  returnRequests,
  auditLog,
  bookingEvents,
  bookingSlots,
  brands,
  contactMessages,
  orderEvents,
  orderLines,
  orders,
  outbox,
  visitEstimates,
  productImages,
  products,
  serviceBookings,
  spareParts,
  staffSessions,
  staffUsers,
  technicians,
  visitInvoices,
  visitParts,
  visitPhotos,
  visitSignatures,
  technicianDays,
  warrantyClaims,
  partOrders,
  partOrderLines,
  amcContracts,
  amcPlans,
  consentRecords,
  documentSeries,
  claimRebills,
} from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { getEnv, signingSecret } from "../../app/lib/env.server";
import { signRepairLink } from "../../app/modules/appliances/repair-link.server";
import { seedSparePartsIfEmpty } from "../../app/modules/field-service/spare-parts.server";
import type * as passwordModule from "../../app/modules/staff/password.server";
import { hostileForm, toFormData, type FormValue } from "../support/hostile-values";
import { repoRoot } from "../support/server-process";
import { addStaffUser, sessionCookieFor } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import { installationVisitChoice } from "../support/installation-visit";
import { customerCookieName, startCustomerSession } from "../../app/modules/account/customer-sessions.server";

type PasswordModule = typeof passwordModule;

/**
 * scrypt at its production cost (N = 2^17) takes seconds on a busy machine, and the sign-in and staff
 * actions hash on most runs: here the same scrypt code runs at N = 2^10. password.server.test.ts covers
 * the production cost.
 */
vi.mock("../../app/modules/staff/password.server", async (importOriginal) => {
  const real = await importOriginal<PasswordModule>();
  const cheap = (password: string, salt: Buffer) =>
    crypto.scryptSync(password.normalize("NFC"), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const hashPassword = (password: string) => {
    const salt = crypto.randomBytes(16);
    return Promise.resolve(
      `$scrypt$ln=10,r=8,p=1$${salt.toString("base64url")}$${cheap(password, salt).toString("base64url")}`,
    );
  };
  const unmatchable = `$scrypt$ln=10,r=8,p=1$${Buffer.alloc(16, 7).toString("base64url")}$${Buffer.alloc(32).toString("base64url")}`;
  const burnHashWork = async (password: string) => {
    await real.verifyPassword(password, unmatchable);
  };
  const verifyPassword = (password: string, stored: string) =>
    stored.startsWith("$scrypt$ln=10,") ? real.verifyPassword(password, stored) : Promise.resolve(false);
  return { ...real, hashPassword, burnHashWork, verifyPassword };
});

/** Submissions per action: about 5 ms each on a quiet 2-core machine, some 100 s for all actions. */
const numRuns = Number(process.env.PROPERTY_RUNS ?? 1_000);

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
type RouteModule = { action?: Handler };

type Outcome = { status: number; body: unknown };

/** What an action answered: a Response (returned or thrown), data(..., init) or plain data. */
async function outcome(run: () => unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    const isData = !!error && typeof error === "object" && "init" in error && "data" in error;
    if (!(error instanceof Response) && !isData) throw error;
    result = error;
  }
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init?: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

const messageKeys = [
  "message",
  "formError",
  "errors",
  "fieldErrors",
  "lookupErrors",
  "changeErrors",
  "changeMessage",
  "cancelMessage",
  "returnErrors",
  "returnMessage",
  "eraseError",
];

/** Does a refusal tell the visitor why: a text, or a known message field holding some text? */
function carriesMessage(body: unknown): boolean {
  if (typeof body === "string") return body.trim() !== "";
  if (!body || typeof body !== "object") return false;
  return messageKeys.some((key) => {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === "string") return value.trim() !== "";
    if (value && typeof value === "object") {
      return Object.values(value).some((inner) => typeof inner === "string" && inner.trim() !== "");
    }
    return false;
  });
}

const watched = new Set<string>();

/**
 * From now on every row inserted, updated or deleted in these tables (and no others) is counted, through
 * row triggers added to this test database only: reading one counter per run is much cheaper than
 * digesting the tables.
 */
async function watchWrites(handle: DatabaseHandle, tables: readonly Table[]): Promise<void> {
  for (const name of watched) {
    await handle.db.execute(sql.raw(`drop trigger if exists test_count_writes on "${name}"`));
  }
  watched.clear();
  const statements = [
    "create table if not exists test_row_writes (n bigint not null)",
    "insert into test_row_writes select 0 where not exists (select 1 from test_row_writes)",
    `create or replace function test_count_row_write() returns trigger language plpgsql as $$
      begin update test_row_writes set n = n + 1; return null; end $$`,
  ];
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
  for (const table of new Set(tables)) {
    const name = getTableName(table);
    watched.add(name);
    await handle.db.execute(sql.raw(`drop trigger if exists test_count_writes on "${name}"`));
    await handle.db.execute(
      sql.raw(
        `create trigger test_count_writes after insert or update or delete on "${name}" for each row execute function test_count_row_write()`,
      ),
    );
  }
}

async function rowWrites(handle: DatabaseHandle): Promise<string> {
  const result: unknown = await handle.db.execute(sql.raw("select n::text as n from test_row_writes"));
  return (result as { rows: { n: string }[] }).rows[0]!.n;
}

type Body = { kind: "multipart" | "urlencoded" } | { kind: "raw"; contentType: string; bytes: Uint8Array };

const bodyKind: fc.Arbitrary<Body> = fc.oneof(
  { weight: 10, arbitrary: fc.constant({ kind: "multipart" as const }) },
  { weight: 8, arbitrary: fc.constant({ kind: "urlencoded" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("raw" as const),
      contentType: fc.constantFrom(
        "application/json",
        "text/plain",
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "application/x-www-form-urlencoded; charset=utf-16",
        "application/octet-stream",
      ),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 200 }),
        fc
          .constantFrom('{"a":', "--x\r\nContent-Disposition: form-data\r\n\r\n", "a=%ZZ&b=%", "\u0000")
          .map((text) => new TextEncoder().encode(text)),
      ),
    }),
  },
);

function buildRequest(url: string, entries: [string, FormValue][], body: Body, cookie?: string): Request {
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  if (body.kind === "multipart") {
    return new Request(url, { method: "POST", headers, body: toFormData(entries) });
  }
  if (body.kind === "urlencoded") {
    const form = new URLSearchParams();
    for (const [name, value] of entries) {
      form.append(name, value.kind === "text" ? value.value : new TextDecoder().decode(value.bytes));
    }
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request(url, { method: "POST", headers, body: form.toString() });
  }
  if (body.kind === "raw") headers.set("Content-Type", body.contentType);
  return new Request(url, {
    method: "POST",
    headers,
    body: body.kind === "raw" ? Buffer.from(body.bytes) : null,
  });
}

const mobile = fc.stringMatching(/^[6-9]\d{9}$/);
const personName = fc.stringMatching(/^[A-Za-z][A-Za-z ]{1,20}$/);
const street = fc.stringMatching(/^[1-9]\d{0,2}, [A-Za-z ]{10,30}$/);
const pincode = fc.stringMatching(/^[1-9]\d{5}$/);
/** What a job card step may write, posted on the page or sent from the phone's queue. */
const jobCardWrites = [
  serviceBookings,
  visitPhotos,
  visitSignatures,
  bookingEvents,
  visitParts,
  visitInvoices,
  visitEstimates,
  warrantyClaims,
  spareParts,
  appliances,
  auditLog,
  outbox,
  shortLinks,
  partOrders,
  partOrderLines,
];

const bookableDate = fc.integer({ min: 1, max: 30 }).map((days) => addDays(todayInIndia(), days));
const slot = fc.constantFrom("morning", "afternoon", "evening", "emergency");
const digits = fc.oneof(
  fc.nat(50).map(String),
  fc.constantFrom("0", "-1", "1e3", "999999999", "9".repeat(30)),
);

type Case = {
  name: string;
  file: string;
  path: string;
  params?: Record<string, string>;
  as?: "staff" | "owner" | "technician" | "customer";
  fields: readonly string[];
  plausible?: Record<string, fc.Arbitrary<string>>;
  /** A 404 that renders the shop's not-found page, which says so itself. */
  notFoundPage?: boolean;
  /** The tables the action writes: a refused submission must leave them exactly as they were. */
  writes: readonly Table[];
};

const orderTables = [orders, orderLines, orderEvents, products, outbox];
const bookingTables = [serviceBookings, bookingSlots, bookingEvents, outbox, visitPhotos];

describe("every route action under hostile submissions", { timeout: 600_000 }, () => {
  let handle: DatabaseHandle;
  let staffCookie: string;
  let ownerCookie: string;
  let technicianCookie: string;
  let customerCookie: string;
  let counter = 0;
  const known = {
    orderNumber: "",
    orderId: "",
    phone: "9123456780",
    reference: "",
    bookingId: "",
    staffUserId: "",
    /** The signed link /my-appliances gives for the known order's appliance. */
    applianceLink: "",
  };
  const staffLogin = { username: "desk-login", password: "a-long-enough-password" };

  const contextFor = () => {
    counter += 1;
    return {
      db: handle.db,
      pingDatabase: () => handle.ping(),
      catalogueVersion: () => handle.catalogueVersion(),
      clientAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
    };
  };

  async function load(file: string): Promise<Handler> {
    const mod = (await import(path.join(repoRoot, "app/routes", file))) as RouteModule;
    if (!mod.action) throw new Error(`${file} exports no action`);
    return mod.action;
  }

  async function post(
    file: string,
    url: string,
    fields: Record<string, string>,
    params = {},
    cookie?: string,
  ) {
    const action = await load(file);
    const entries = Object.entries(fields).map(([k, v]): [string, FormValue] => [
      k,
      { kind: "text", value: v },
    ]);
    return outcome(() =>
      action({
        request: buildRequest(url, entries, { kind: "urlencoded" }, cookie),
        params,
        context: contextFor(),
      }),
    );
  }

  beforeAll(async () => {
    const pglite = testBackends().find((backend) => backend.name === "pglite");
    if (!pglite) throw new Error("the PGlite backend is always available");
    handle = await pglite.open();
    await seedIfEmpty(handle.db);
    const staff = await addStaffUser(handle.db, {
      username: staffLogin.username,
      password: staffLogin.password,
    });
    staffCookie = await sessionCookieFor(handle.db, staff.id);
    const owner = await addStaffUser(handle.db, { role: "owner", password: null });
    ownerCookie = await sessionCookieFor(handle.db, owner.id);
    // the staff-accounts runs change this user, never the ones whose sessions the other runs use
    const target = await addStaffUser(handle.db, { password: null });
    known.staffUserId = String(target.id);

    // one order, one booking, one message and one technician for the actions that act on existing rows
    const order = await post("store/checkout.tsx", "http://127.0.0.1/checkout", {
      name: "Kavitha R",
      email: "kavitha@example.in",
      phone: known.phone,
      address: "12, Gandhi Street, Anna Nagar",
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600040",
      paymentMethod: "cod",
      agreeTerms: "on",
      enhanced: "1",
      ...installationVisitChoice("600040"),
      cart: JSON.stringify([{ id: "1", quantity: 1 }]),
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    known.orderNumber = (order.body as { orderNumber: string }).orderNumber;
    const [orderRow] = await handle.db.select({ id: orders.id }).from(orders);
    known.orderId = String(orderRow!.id);

    let date = addDays(todayInIndia(), 2);
    if (isSunday(date)) date = addDays(date, 1);
    const booking = await post("store/book-service.tsx", "http://127.0.0.1/services/book", {
      name: "Kavitha R",
      phone: known.phone,
      appliance: "ac",
      brand: "lg",
      issue: "Not cooling",
      date,
      slot: "morning",
      address: "12, Gandhi Street, Anna Nagar",
      pincode: "600040",
      agreeTerms: "on",
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(200);
    known.reference = (booking.body as { reference: string }).reference;
    const [bookingRow] = await handle.db.select({ id: serviceBookings.id }).from(serviceBookings);
    known.bookingId = String(bookingRow!.id);
    // a warranty claim on the booking, for the claim page's actions; its brand can be invoiced on approval
    const [claimBrand] = await handle.db
      .update(brands)
      .set({
        legalName: "Brand India Private Limited",
        gstin: sampleBrandGstin,
        billingAddress: "12 Mount Road, Chennai 600002",
      })
      .where(eq(brands.slug, (await handle.db.select({ slug: brands.slug }).from(brands).limit(1))[0]!.slug))
      .returning({ slug: brands.slug });
    await handle.db.insert(warrantyClaims).values({
      bookingId: bookingRow!.id,
      claimNumber: "WC-PROPERTY",
      brandSlug: claimBrand!.slug,
      visitChargePaise: 0,
      labourPaise: 1_50_000,
      sac: "998715",
      partsPaise: 0,
      gstPaise: 27_000,
      totalPaise: 1_77_000,
      repairWarrantyUntil: addDays(todayInIndia(), 89),
    });

    const message = await post("store/contact.tsx", "http://127.0.0.1/contact", {
      name: "Kavitha R",
      phone: known.phone,
      topic: "sales",
      message: "Please call me about the Diwali offers on ACs.",
    });
    expect(message.status, JSON.stringify(message.body)).toBe(200);
    // one complaint, which the board's runs act on
    const complaint = await post("store/grievance.tsx", "http://127.0.0.1/grievance", {
      intent: "complain",
      name: "Kavitha R",
      phone: known.phone,
      category: "delivery",
      details: "The delivery came two days after the promised date.",
    });
    expect(complaint.status, JSON.stringify(complaint.body)).toBe(302);
    const technician = await post(
      "admin/technicians.tsx",
      "http://127.0.0.1/admin/technicians",
      { intent: "add", name: "Murugan S", phone: "9876543210" },
      {},
      staffCookie,
    );
    expect(technician.status, JSON.stringify(technician.body)).toBe(200);

    // the known order's customer, signed in with their number
    const [account] = await handle.db.insert(customerAccounts).values({ phone: known.phone }).returning();
    customerCookie = `${customerCookieName}=${await startCustomerSession(handle.db, account!.id)}`;

    // a technician's sign-in, linked to that technician, with the known booking on their list
    const fitter = await addStaffUser(handle.db, { role: "technician", password: null });
    technicianCookie = await sessionCookieFor(handle.db, fitter.id);
    const [fitterRow] = await handle.db
      .update(technicians)
      .set({ staffUserId: fitter.id })
      .where(eq(technicians.name, "Murugan S"))
      .returning({ id: technicians.id });
    await handle.db
      .update(serviceBookings)
      .set({ technicianId: fitterRow!.id, technicianName: "Murugan S", status: "technician_assigned" })
      .where(eq(serviceBookings.id, Number(known.bookingId)));
    await seedSparePartsIfEmpty(handle.db);

    // the known order's appliance, as delivery records it, with the link its maintenance plans open with
    const [line] = await handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, Number(known.orderId)));
    const [unit] = await handle.db
      .insert(appliances)
      .values({
        orderId: Number(known.orderId),
        orderLineId: line!.id,
        unit: 1,
        productId: line!.productId,
        purchaseDate: addDays(todayInIndia(), -400),
        warrantyUntil: addDays(todayInIndia(), -35),
      })
      .returning();
    known.applianceLink = signRepairLink(
      unit!.id,
      new Date(Date.now() + 86_400_000),
      signingSecret(getEnv()),
    );
  });

  afterAll(async () => {
    await handle?.close();
  });

  const cases = (): Case[] => [
    {
      name: "payment gateway's return",
      file: "resources/payment-return.ts",
      path: "/payments/return?ref=ORD-1.9999999999.forged",
      fields: ["razorpay_payment_id", "razorpay_order_id", "razorpay_signature", "error[code]"],
      writes: [orders, orderEvents, payments, gatewayOrders, gatewayEvents, amcContracts],
    },
    {
      name: "payment gateway's webhook",
      file: "resources/payment-webhook.ts",
      path: "/payments/webhook",
      fields: ["event", "payload", "entity"],
      writes: [orders, orderEvents, payments, gatewayEvents, refunds, amcContracts],
    },
    {
      name: "WhatsApp status webhook",
      file: "resources/whatsapp-webhook.ts",
      path: "/webhooks/whatsapp",
      fields: ["object", "entry"],
      writes: [outbox],
    },
    {
      name: "SMS delivery reports",
      file: "resources/sms-delivery-webhook.ts",
      path: "/webhooks/sms-delivery?key=not-the-key",
      fields: ["requestId", "status", "desc"],
      writes: [outbox],
    },
    {
      name: "checkout",
      file: "store/checkout.tsx",
      path: "/checkout",
      fields: [
        "name",
        "email",
        "phone",
        "address",
        "address2",
        "city",
        "state",
        "pincode",
        "country",
        "paymentMethod",
        "saveInfo",
        "agreeTerms",
        "cart",
        "idempotencyKey",
        "enhanced",
      ],
      plausible: {
        name: personName,
        email: fc.emailAddress(),
        phone: mobile,
        address: street,
        city: fc.constant("Chennai"),
        state: fc.constant("Tamil Nadu"),
        pincode,
        paymentMethod: fc.constantFrom("cod", "upi", "card"),
        agreeTerms: fc.constant("on"),
        cart: fc
          .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 3 }))
          .map(([id, quantity]) => JSON.stringify([{ id: String(id), quantity }])),
        idempotencyKey: fc.uuid(),
        enhanced: fc.constant("1"),
      },
      writes: orderTables,
    },
    {
      name: "contact",
      file: "store/contact.tsx",
      path: "/contact",
      fields: ["name", "phone", "email", "topic", "applianceType", "brand", "preferredDate", "message"],
      plausible: {
        name: personName,
        phone: mobile,
        email: fc.emailAddress(),
        topic: fc.constantFrom("sales", "service", "other"),
        applianceType: fc.constantFrom("tv", "ac", ""),
        brand: fc.constantFrom("godrej", ""),
        preferredDate: fc.oneof(bookableDate, fc.constant("")),
        message: fc.constant("My refrigerator is making a loud noise at night."),
      },
      writes: [contactMessages, outbox],
    },
    {
      name: "track order",
      file: "store/track-order.tsx",
      path: "/track-order",
      fields: ["intent", "orderNumber", "phone", "kind", "reason", "details", "qty-1", "photos"],
      plausible: {
        intent: fc.constantFrom("lookup", "cancel", "confirm-cancel", "return"),
        kind: fc.constantFrom("replacement", "refund"),
        reason: fc.constantFrom("defective", "damaged", "wrong_item", "missing_parts"),
        "qty-1": digits,
        orderNumber: fc.constant(known.orderNumber),
        phone: fc.constant(known.phone),
      },
      writes: [...orderTables, returnRequests, returnLines, returnPhotos],
    },
    {
      name: "customer sign-in",
      file: "store/sign-in.tsx",
      path: "/sign-in",
      fields: ["intent", "phone", "code"],
      plausible: {
        intent: fc.constantFrom("send", "resend", "verify"),
        phone: fc.constantFrom(known.phone, "98430 12345", "+91 9123456780"),
        code: fc.constantFrom("123456", "12 34 56", "1234567"),
      },
      // sign_in_codes counts wrong guesses, as login_failures does for staff: that is the refusal's point
      // sign_in_codes counts wrong guesses (as login_failures does for staff): that write is the refusal's point
      writes: [customerAccounts, customerSessions],
    },
    {
      name: "customer account",
      file: "store/account.tsx",
      path: "/account",
      as: "customer",
      fields: ["intent", "confirm"],
      plausible: {
        intent: fc.constantFrom("stop-updates", "erase", "unknown"),
        confirm: fc.constantFrom("on", ""),
      },
      writes: [
        orders,
        serviceBookings,
        complaints,
        customerAccounts,
        customerSessions,
        outbox,
        auditLog,
        shortLinks,
      ],
    },
    {
      name: "grievance page",
      file: "store/grievance.tsx",
      path: "/grievance",
      fields: ["intent", "name", "phone", "email", "category", "reference", "details", "photos", "ticket"],
      plausible: {
        intent: fc.constantFrom("complain", "lookup"),
        name: personName,
        phone: mobile,
        email: fc.oneof(fc.emailAddress(), fc.constant("")),
        category: fc.constantFrom("delivery", "repair", "other"),
        reference: fc.constantFrom("", known.orderNumber),
        details: fc.constant("The technician did not come on the day we were given."),
        ticket: fc.constantFrom("GRV-1", "grv 2", "GRV-x"),
      },
      writes: [complaints, complaintPhotos, outbox, shortLinks],
    },
    {
      name: "complaint status",
      file: "store/grievance-status.tsx",
      path: "/grievance/status",
      fields: ["intent", "t"],
      plausible: { intent: fc.constant("stop"), t: fc.constantFrom("GRV-1.9999999999.x", "") },
      writes: [complaints],
    },
    {
      name: "my appliances",
      file: "store/my-appliances.tsx",
      path: "/my-appliances",
      fields: ["intent", "orderNumber", "phone", "appliance", "reminder"],
      plausible: {
        intent: fc.constantFrom("", "warranty-reminder"),
        orderNumber: fc.constant(known.orderNumber),
        phone: fc.constant(known.phone),
        appliance: fc.constantFrom(known.applianceLink, "1.9999999999.forged", ""),
        reminder: fc.constantFrom("on", "off", ""),
      },
      writes: [...orderTables, appliances, consentRecords],
    },
    {
      name: "maintenance plan",
      file: "store/amc.tsx",
      path: "/amc",
      fields: ["intent", "appliance", "plan", "reminders", "t", "contract", "token"],
      plausible: {
        intent: fc.constantFrom("", "stop-reminders"),
        t: fc.constantFrom("AMC-261130-ABCDEF.9999999999.forged", ""),
        contract: fc.constantFrom("AMC-261130-ABCDEF", "ORD-1", ""),
        token: fc.constantFrom("not-a-token", ""),
        appliance: fc.constantFrom(known.applianceLink, "1.9999999999.forged", ""),
        plan: fc.constantFrom("1", "2", "3", "0", "abc"),
        reminders: fc.constantFrom("yes", ""),
      },
      writes: [amcContracts, consentRecords, gatewayOrders],
    },
    {
      name: "book a service",
      file: "store/book-service.tsx",
      path: "/services/book",
      fields: [
        "name",
        "phone",
        "appliance",
        "brand",
        "issue",
        "date",
        "slot",
        "address",
        "pincode",
        "agreeTerms",
      ],
      plausible: {
        name: personName,
        phone: mobile,
        appliance: fc.constantFrom("tv", "ac", "fan"),
        brand: fc.constantFrom("lg", "other"),
        issue: fc.constant("No picture, only sound"),
        date: bookableDate,
        slot,
        address: street,
        pincode,
        agreeTerms: fc.constant("on"),
      },
      writes: bookingTables,
    },
    {
      name: "track service",
      file: "store/track-service.tsx",
      path: "/track-service",
      fields: ["intent", "reference", "phone", "date", "slot"],
      plausible: {
        intent: fc.constantFrom(
          "lookup",
          "cancel",
          "reschedule",
          "estimate-approve",
          "estimate-decline",
          "rebill-approve",
          "rebill-decline",
        ),
        reference: fc.constant(known.reference),
        phone: fc.constant(known.phone),
        date: bookableDate,
        slot,
      },
      writes: [...bookingTables, visitEstimates, claimRebills, auditLog],
    },
    {
      name: "store page without a form",
      file: "store/not-found.tsx",
      path: "/no-such-page",
      notFoundPage: true,
      fields: [],
      writes: [],
    },
    {
      name: "staff sign-in",
      file: "admin/login.tsx",
      path: "/admin/login",
      fields: ["username", "password", "next"],
      plausible: {
        username: fc.constant(staffLogin.username),
        password: fc.constant(staffLogin.password),
        next: fc.constantFrom("/admin/orders", "//evil.example", "https://evil.example/admin"),
      },
      writes: [staffSessions, staffUsers],
    },
    { name: "sign-out", file: "admin/logout.ts", path: "/admin/logout", fields: [], writes: [staffUsers] },
    {
      name: "back-office page without a form",
      file: "admin/not-found.tsx",
      path: "/admin/nothing",
      as: "staff",
      fields: [],
      writes: [],
    },
    {
      name: "booking desk",
      file: "admin/booking-detail.tsx",
      path: `/admin/bookings/${known.bookingId}`,
      params: { id: known.bookingId },
      as: "staff",
      fields: [
        "intent",
        "technicianId",
        "visitCharge",
        "partsUsed",
        "notes",
        "reason",
        "date",
        "slot",
        "pay",
        "order",
      ],
      plausible: {
        intent: fc.constantFrom(
          "confirm",
          "assign",
          "start",
          "complete",
          "cancel",
          "reschedule",
          "revisit",
          "rework",
          "not-rework",
          "part-order-received",
          "part-order-cancelled",
        ),
        order: fc.constantFrom("1", "0", "x", "999999999", ""),
        technicianId: fc.constantFrom("1", "2"),
        visitCharge: fc.constantFrom("299", "₹ 1,299.50"),
        pay: fc.constantFrom("cash", "upi", "cheque", ""),
        reason: fc.constant("Customer away"),
        date: bookableDate,
        slot,
      },
      writes: [...bookingTables, auditLog, partOrders, spareParts],
    },
    {
      name: "brands",
      file: "admin/brands.tsx",
      path: "/admin/brands",
      as: "staff",
      fields: [
        "name",
        "description",
        "logo",
        "isPartner",
        "position",
        "slug",
        "legalName",
        "gstin",
        "billingAddress",
      ],
      plausible: {
        name: personName,
        logo: fc.constant("/images/brands/lg.svg"),
        isPartner: fc.constant("on"),
        position: fc.nat(999).map(String),
        slug: fc.constantFrom("", "lg", "nope"),
        legalName: fc.constantFrom("", "LG Electronics India Private Limited"),
        gstin: fc.constantFrom("", sampleBrandGstin, wrongCheckGstin),
        billingAddress: fc.constantFrom("", "12 Mount Road, Chennai 600002"),
      },
      writes: [brands, auditLog],
    },
    {
      name: "messages desk",
      file: "admin/messages.tsx",
      path: "/admin/messages",
      as: "staff",
      fields: ["intent", "id"],
      plausible: { intent: fc.constantFrom("handled", "new"), id: digits },
      writes: [contactMessages, auditLog],
    },
    {
      name: "order desk",
      file: "admin/order-detail.tsx",
      path: `/admin/orders/${known.orderId}`,
      params: { id: known.orderId },
      as: "staff",
      fields: [
        "intent",
        "trackingId",
        "confirm",
        "note",
        "channel",
        "amount",
        "reference",
        "receivedOn",
        "refundedOn",
        "refundId",
      ],
      plausible: {
        intent: fc.constantFrom(
          "pack",
          "ship",
          "deliver",
          "cancel",
          "record-payment",
          "refund",
          "send-refund",
        ),
        refundId: digits,
        trackingId: fc.constantFrom("", "DTDC123456"),
        confirm: fc.constantFrom("yes", "no"),
        channel: fc.constantFrom("upi", "cash", "card", "gateway"),
        amount: fc.constantFrom("1", "100.50", "-5", "1e9"),
        reference: fc.constantFrom("", "123456789012", "SLIP1234"),
      },
      writes: [...orderTables, payments, refunds, auditLog],
    },
    {
      name: "returns board",
      file: "admin/returns.tsx",
      path: "/admin/returns",
      as: "staff",
      fields: ["intent", "id", "pickupOn", "refusal", "inspection", "resolution"],
      plausible: {
        intent: fc.constantFrom("approve", "refuse", "complete"),
        id: digits,
        pickupOn: bookableDate,
        refusal: fc.constant("The damage is from a fall."),
        inspection: fc.constantFrom("restock", "brand", "scrap"),
        resolution: fc.constantFrom("refund", "replacement"),
      },
      writes: [returnRequests, orderEvents, orders, orderLines, products, creditNotes, auditLog, outbox],
    },
    {
      name: "complaints board",
      file: "admin/complaints.tsx",
      path: "/admin/complaints",
      as: "staff",
      fields: ["intent", "id", "reply", "escalation"],
      plausible: {
        intent: fc.constantFrom("acknowledge", "answer", "escalate"),
        id: digits,
        reply: fc.constant("We will replace the door panel on Tuesday."),
        escalation: fc.constant("Asks for a refund"),
      },
      writes: [complaints, outbox, auditLog, shortLinks],
    },
    {
      name: "outbox desk",
      file: "admin/outbox.tsx",
      path: "/admin/outbox",
      as: "staff",
      fields: ["intent", "id"],
      plausible: { intent: fc.constant("retry"), id: digits },
      writes: [outbox, auditLog],
    },
    {
      name: "new product",
      file: "admin/product-edit.tsx",
      path: "/admin/products/new",
      as: "staff",
      fields: [
        "intent",
        "imageId",
        "title",
        "brandSlug",
        "category",
        "mrp",
        "price",
        "rating",
        "reviewsCount",
        "description",
        "features",
        "tags",
        "specLabel",
        "specValue",
        "capacity",
        "energyRating",
        "stock",
        "hidden",
        "gstRate",
        "makerRole",
        "makerName",
        "makerAddress",
        "countryOfOrigin",
        "netQuantityUnit",
        "consumerCare",
        "madeIn",
      ],
      plausible: {
        intent: fc.constantFrom("save", "remove-image"),
        title: fc.constant("Test Fan 1200 mm"),
        brandSlug: fc.constantFrom("lg", "havells"),
        category: fc.constantFrom("fan", "tv"),
        mrp: fc.constantFrom("", "4999"),
        price: fc.constantFrom("3999", "4999"),
        stock: fc.nat(20).map(String),
        gstRate: fc.constant("18"),
        makerRole: fc.constantFrom("manufacturer", "importer"),
        makerName: fc.constant("Havells India Ltd."),
        makerAddress: fc.constant("QRG Towers, Sector 126, Noida 201304"),
        countryOfOrigin: fc.constantFrom("IN", "CN"),
        netQuantityUnit: fc.constant("N"),
        consumerCare: fc.constant("1800 103 1313"),
        madeIn: fc.constantFrom("", "2026-05"),
      },
      writes: [products, productImages, auditLog],
    },
    {
      name: "product edit",
      file: "admin/product-edit.tsx",
      path: "/admin/products/1",
      params: { id: "1" },
      as: "staff",
      fields: ["intent", "imageId", "title", "brandSlug", "category", "mrp", "price", "stock", "hidden"],
      plausible: {
        intent: fc.constantFrom("save", "remove-image"),
        imageId: digits,
        title: fc.constant("Renamed product"),
        brandSlug: fc.constantFrom("lg", "havells"),
        category: fc.constantFrom("fan", "tv"),
        price: fc.constantFrom("3999", "4999"),
        stock: fc.nat(20).map(String),
      },
      writes: [products, productImages, auditLog],
    },
    {
      name: "products list",
      file: "admin/products.tsx",
      path: "/admin/products",
      as: "staff",
      fields: ["intent", "id", "stock", "title"],
      plausible: {
        intent: fc.constantFrom("stock", "hide", "show"),
        id: digits,
        stock: fc.nat(50).map(String),
      },
      writes: [products, auditLog],
    },
    {
      name: "technicians",
      file: "admin/technicians.tsx",
      path: "/admin/technicians",
      as: "staff",
      fields: ["intent", "id", "name", "phone"],
      plausible: {
        intent: fc.constantFrom("add", "rename", "deactivate", "reactivate"),
        id: digits,
        name: personName,
        phone: fc.oneof(mobile, fc.constant("")),
      },
      writes: [technicians, auditLog],
    },
    {
      name: "spare parts",
      file: "admin/parts.tsx",
      path: "/admin/parts",
      as: "staff",
      fields: ["intent", "id", "name", "appliance", "price", "stock"],
      plausible: {
        intent: fc.constantFrom("add", "update"),
        id: digits,
        name: fc.constantFrom("AC fan motor", "Door switch", ""),
        appliance: fc.constantFrom("ac", "tv", "washing-machine", "toaster"),
        price: fc.constantFrom("450", "1,600.50", "0", "-5", ""),
        stock: fc.nat(50).map(String),
      },
      writes: [spareParts, auditLog],
    },
    {
      name: "job card",
      file: "admin/job-card.tsx",
      path: `/admin/jobs/${known.bookingId}`,
      params: { id: known.bookingId },
      as: "technician",
      fields: [
        "intent",
        "code",
        "diagnosis",
        "partId",
        "quantity",
        "requestKey",
        "line",
        "labour",
        "pay",
        "excluded",
        "expectedOn",
        "source",
        "stage",
        "signature",
        "unsigned",
      ],
      plausible: {
        intent: fc.constantFrom(
          "photos",
          "start",
          "diagnosis",
          "add-part",
          "remove-part",
          "estimate",
          "estimate-code",
          "estimate-declined",
          "waiting-for-parts",
          "complete",
        ),
        expectedOn: fc.oneof(bookableDate, fc.constantFrom("2020-01-01", "soon", "")),
        source: fc.constantFrom("stock", "brand", "shop", ""),
        excluded: fc.constantFrom("yes", "no", ""),
        code: fc.oneof(fc.stringMatching(/^\d{4}$/), fc.constant("")),
        partId: digits,
        quantity: fc.constantFrom("1", "2", "0", "100"),
        requestKey: fc.constantFrom(crypto.randomUUID(), "short"),
        line: digits,
        labour: fc.constantFrom("none", "ac-gas-refill", "tv-backlight", "made-up"),
        pay: fc.constantFrom("cash", "upi", "cheque", ""),
        stage: fc.constantFrom("before", "after", "during", ""),
        signature: fc.constantFrom("", "data:image/png;base64,iVBORw0KGgo=", "data:text/plain;base64,aGk="),
        unsigned: fc.constantFrom("not_present", "declined", "unable", "asleep", ""),
      },
      writes: jobCardWrites,
    },
    {
      name: "job card's queued step",
      file: "admin/job-step.ts",
      path: `/admin/jobs/${known.bookingId}/steps`,
      params: { id: known.bookingId },
      as: "technician",
      fields: [
        "intent",
        "stepKey",
        "revision",
        "code",
        "diagnosis",
        "partId",
        "quantity",
        "requestKey",
        "stage",
      ],
      plausible: {
        intent: fc.constantFrom("photos", "start", "diagnosis", "add-part", "complete"),
        stepKey: fc.constantFrom(crypto.randomUUID(), crypto.randomUUID(), "short", ""),
        revision: fc.constantFrom("0", String(Date.now()), "yesterday", ""),
        code: fc.oneof(fc.stringMatching(/^\d{4}$/), fc.constant("")),
        partId: digits,
        quantity: fc.constantFrom("1", "0", "100"),
        requestKey: fc.constantFrom(crypto.randomUUID(), "short"),
        stage: fc.constantFrom("before", "after", ""),
      },
      // job_card_steps is left unwatched: a step claims its key before it runs and a refused one removes the
      // claim (insert then delete, nothing kept), which job-card-steps.server.test.ts checks row by row
      writes: jobCardWrites,
    },
    {
      name: "warranty claim",
      file: "admin/claim-detail.tsx",
      path: `/admin/claims/${known.bookingId}`,
      params: { id: known.bookingId },
      as: "staff",
      fields: [
        "intent",
        "brandReference",
        "reason",
        "paidAmount",
        "paidOn",
        "part",
        "returned",
        "method",
        "utr",
      ],
      plausible: {
        intent: fc.constantFrom(
          "reference",
          "approve",
          "reject",
          "paid",
          "part-returned",
          "rebill-ask",
          "rebill-paid",
        ),
        method: fc.constantFrom("cash", "upi", "card"),
        utr: fc.constantFrom("612345678901", "12345", ""),
        brandReference: fc.constantFrom("SRN/2026/4471", "x", ""),
        reason: fc.constantFrom("Serial number not on record", ""),
        paidAmount: fc.constantFrom("1770", "₹1,770.00", "-5", "abc"),
        paidOn: fc.constantFrom(todayInIndia(), addDays(todayInIndia(), 3), "yesterday"),
        part: digits,
        returned: fc.constantFrom("yes", "no", "maybe"),
      },
      writes: [warrantyClaims, visitParts, claimRebills, documentSeries, outbox, auditLog],
    },
    {
      name: "day cash",
      file: "admin/day-cash.tsx",
      path: "/admin/day-cash",
      as: "owner",
      fields: ["intent", "technicianId", "day", "received", "note"],
      plausible: {
        intent: fc.constantFrom("close", "reopen"),
        technicianId: digits,
        day: fc.constantFrom(
          todayInIndia(),
          addDays(todayInIndia(), -1),
          addDays(todayInIndia(), 1),
          "today",
        ),
        received: fc.constantFrom("1450", "0", "₹1,450.50", "-5", "abc", "99999999999"),
        note: fc.constantFrom("", "Gave change to a customer", "x".repeat(400)),
      },
      writes: [technicianDays, auditLog],
    },
    {
      name: "maintenance contracts desk",
      file: "admin/amc.tsx",
      path: "/admin/amc",
      as: "owner",
      fields: [
        "intent",
        "contractId",
        "method",
        "reference",
        "planId",
        "category",
        "name",
        "price",
        "months",
        "visits",
        "parts",
        "active",
      ],
      plausible: {
        intent: fc.constantFrom("paid", "cancel", "plan"),
        contractId: digits,
        method: fc.constantFrom("upi", "cash", "cheque"),
        reference: fc.constantFrom("412345678901", "12345", ""),
        planId: fc.constantFrom("1", "", "999999"),
        category: fc.constantFrom("ac", "tv", "spaceship"),
        name: fc.constantFrom("AC care plus", "x"),
        price: fc.constantFrom("1499", "₹2,499.00", "0", "-5", "abc"),
        months: fc.constantFrom("12", "0", "61", "x"),
        visits: fc.constantFrom("2", "0", "13"),
        parts: fc.constantFrom("yes", ""),
        active: fc.constantFrom("yes", ""),
      },
      writes: [amcPlans, amcContracts, auditLog],
    },
    {
      name: "data breach register",
      file: "admin/breaches.tsx",
      path: "/admin/breaches",
      as: "owner",
      fields: ["intent", "id", "discoveredAt", "nature", "dataAffected", "peopleAffected", "measures"],
      plausible: {
        intent: fc.constantFrom("record", "board-informed", "people-informed"),
        id: digits,
        discoveredAt: fc.constantFrom("2026-11-20T10:30", "2099-01-01T00:00", "yesterday"),
        nature: fc.constant("A staff phone with the day's order list was lost on the bus."),
        dataAffected: fc.constant("Names, mobile numbers and delivery addresses"),
        peopleAffected: fc.constantFrom("40", "", "many"),
        measures: fc.constant("Signed the phone out of every session and changed its password."),
      },
      writes: [dataBreaches, auditLog],
    },
    {
      name: "staff accounts",
      file: "admin/staff.tsx",
      path: "/admin/staff",
      as: "owner",
      fields: ["intent", "username", "displayName", "role", "password", "userId"],
      plausible: {
        intent: fc.constantFrom("create", "role", "deactivate", "reactivate", "password"),
        username: fc.stringMatching(/^[a-z][a-z0-9]{3,12}$/),
        displayName: personName,
        role: fc.constantFrom("owner", "staff"),
        password: fc.constant("another-long-password"),
        userId: fc.constantFrom(known.staffUserId, "99", "0"),
      },
      writes: [staffUsers, auditLog],
    },
  ];

  it("covers every route module that exports an action", () => {
    const withAction = fs
      .readdirSync(path.join(repoRoot, "app/routes"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
      .filter((file) =>
        /export (async )?function action\b|export const action\b/.test(
          fs.readFileSync(path.join(repoRoot, "app/routes", file), "utf8"),
        ),
      );
    const covered = new Set(cases().map((c) => c.file));
    expect(withAction.filter((file) => !covered.has(file))).toEqual([]);
  });

  it.each(cases().map((c) => [c.name, c] as const))("%s", async (_name, shape) => {
    // the cases are listed before beforeAll ran: read the ids it found now
    const c = cases().find((candidate) => candidate.name === shape.name)!;
    const action = await load(c.file);
    const cookies = {
      owner: ownerCookie,
      staff: staffCookie,
      technician: technicianCookie,
      customer: customerCookie,
    };
    const cookie = c.as ? cookies[c.as] : undefined;
    const statuses = new Map<number, number>();
    await watchWrites(handle, c.writes);
    let before = await rowWrites(handle);
    await fc.assert(
      fc.asyncProperty(hostileForm(c.fields, c.plausible), bodyKind, async (entries, body) => {
        const request = buildRequest(`http://127.0.0.1${c.path}`, entries, body, cookie);
        const answer = await outcome(() =>
          action({ request, params: c.params ?? {}, context: contextFor() }),
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        const after = await rowWrites(handle);
        if (answer.status >= 400) {
          const pageSaysSo = c.notFoundPage === true && answer.status === 404;
          expect(
            pageSaysSo || carriesMessage(answer.body),
            `${answer.status} without a message: ${JSON.stringify(answer.body)}`,
          ).toBe(true);
          expect(after, `a refused submission (${answer.status}) changed the stored rows`).toBe(before);
        }
        before = after;
      }),
      { numRuns },
    );
    // printed so a change in what the generators reach shows in the test output
    console.info(c.name, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  });
});
