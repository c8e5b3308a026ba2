/**
 * Every zod schema of app/modules, fed 1,000 generated inputs each (wrong types, huge strings, unicode
 * edge cases, odd numbers, missing, extra and repeated fields): safeParse never throws, a refusal names
 * its field with a message, and an accepted input comes out in the shape the rest of the shop relies on.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { brandFormSchema } from "../../app/modules/admin-catalog/brand-form.schema";
import { productFormSchema, stockSchema } from "../../app/modules/admin-catalog/product-form.schema";
import { bookingActionSchema } from "../../app/modules/admin-desk/booking-action.schema";
import { addTechnicianSchema, renameTechnicianSchema } from "../../app/modules/admin-desk/technician.schema";
import { contactSchema } from "../../app/modules/contact/contact.schema";
import { checkoutSchema } from "../../app/modules/orders/checkout.schema";
import { trackOrderSchema } from "../../app/modules/orders/track-order.schema";
import { signInCodeSchema } from "../../app/modules/account/sign-in.schema";
import { complaintLookupSchema, complaintSchema } from "../../app/modules/grievance/complaint.schema";
import { bookingSchema, rescheduleSchema, trackSchema } from "../../app/modules/booking/booking.schema";
import {
  loginSchema,
  newStaffSchema,
  staffPasswordSchema,
  staffRoleSchema,
  usernameSchema,
} from "../../app/modules/staff/staff.schema";
import { addDays, isIsoDate, todayInIndia } from "../../app/lib/india-time";
import { gstinProblem } from "../../app/lib/gstin";
import { isSunday } from "../../app/modules/booking/booking-slots";
import { wrongCheckGstin } from "../support/sample-gstin";
import { hostileRecord, hostileText, hostileValue } from "../support/hostile-values";

const numRuns = 1_000;

const mobile = fc.oneof(
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.stringMatching(/^\+91[6-9]\d{4} \d{5}$/),
  fc.stringMatching(/^0[6-9]\d{9}$/),
);
const personName = fc.stringMatching(/^[A-Za-z][A-Za-z .]{1,30}$/);
const streetAddress = fc.stringMatching(/^[1-9][0-9]{0,3}, [A-Za-z ]{8,40}$/);
const pincode = fc.stringMatching(/^[1-9]\d{5}$/);
const futureDate = fc.integer({ min: 0, max: 60 }).map((days) => addDays(todayInIndia(), days));
const anyDate = fc.oneof(futureDate, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/), hostileText(12));
const slot = fc.constantFrom("morning", "afternoon", "evening", "emergency");
const rupees = fc.oneof(
  fc.integer({ min: 0, max: 200_000 }).map(String),
  fc.constantFrom("₹ 1,299", "299.50", "0", "100000.00", "1e3"),
);

const isTrimmed = (value: string) => value === value.trim();
/** Lengths as zod counts them: in characters (code points), like a database varchar. */
const withinLength = (value: string, min: number, max: number) => {
  const length = [...value].length;
  return length >= min && length <= max;
};
const isMobile = (value: string) => /^[6-9]\d{9}$/.test(value);
const isPaise = (value: number) => Number.isSafeInteger(value) && value >= 0;

type Case = {
  name: string;
  schema: {
    safeParse(
      input: unknown,
    ): { success: true; data: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } };
  };
  input: fc.Arbitrary<unknown>;
  /** The top-level fields a message may name; undefined for a schema of a single value. */
  fields?: readonly string[];
  /** What an accepted input must look like. */
  holds(output: unknown, input: unknown): void;
};

function objectCase<Output>(
  name: string,
  schema: Case["schema"],
  fields: readonly string[],
  plausible: Record<string, fc.Arbitrary<unknown>>,
  holds: (output: Output, input: Record<string, unknown>) => void,
  /**
   * For a form whose fields must agree or have many limits each: values that are always well-formed, so a
   * share of the records is accepted and the output checks always run.
   */
  wellFormed?: Record<string, fc.Arbitrary<unknown>>,
): Case {
  return {
    name,
    schema,
    fields,
    input: fc.oneof(
      { weight: 5, arbitrary: hostileRecord(fields, plausible) },
      // mostly plausible records with a field or two off, so the accepting side is reached too
      { weight: 4, arbitrary: hostileRecord(fields, plausible, { plausibleWeight: 60 }) },
      ...(wellFormed ? [{ weight: 1, arbitrary: fc.record({ ...plausible, ...wellFormed }) }] : []),
      { weight: 1, arbitrary: hostileValue },
    ),
    holds: (output, input) => holds(output as Output, input as Record<string, unknown>),
  };
}

function valueCase<Output>(
  name: string,
  schema: Case["schema"],
  plausible: fc.Arbitrary<unknown>,
  holds: (output: Output) => void,
): Case {
  return {
    name,
    schema,
    input: fc.oneof({ weight: 1, arbitrary: plausible }, { weight: 2, arbitrary: hostileValue }),
    holds: (output) => holds(output as Output),
  };
}

const checkoutFields = [
  "name",
  "email",
  "phone",
  "address",
  "address2",
  "city",
  "state",
  "pincode",
  "country",
  "gstin",
  "businessName",
  "paymentMethod",
  "saveInfo",
  "agreeTerms",
];

const bookingFields = [
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
];

const cases: Case[] = [
  objectCase<z.output<typeof checkoutSchema>>(
    "checkoutSchema",
    checkoutSchema,
    checkoutFields,
    {
      name: personName,
      email: fc.emailAddress(),
      phone: mobile,
      address: streetAddress,
      address2: fc.constantFrom("", "Near the temple"),
      city: fc.constantFrom("Chennai", "Madurai"),
      state: fc.oneof(
        { weight: 4, arbitrary: fc.constant("Tamil Nadu") },
        { weight: 1, arbitrary: fc.constant("Kerala") },
      ),
      // pincodes of Tamil Nadu and Kerala, so state and pincode often agree
      pincode: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("638001", "600040", "641012") },
        { weight: 1, arbitrary: fc.constantFrom("682001", "695001") },
        { weight: 1, arbitrary: pincode },
      ),
      country: fc.constant("India"),
      // mostly no business buyer, so the accepting side is reached often
      gstin: fc.oneof(
        { weight: 4, arbitrary: fc.constant("") },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "33AAGCK1234M1ZM",
            "33AAGCK1234M1ZP",
            "29AAGCB7383J1Z4",
            " 33aagck1234m1zm ",
          ),
        },
      ),
      businessName: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("", "Erode Traders") },
        { weight: 1, arbitrary: fc.constant("x".repeat(101)) },
      ),
      paymentMethod: fc.constantFrom("cod", "card", "upi"),
      saveInfo: fc.constantFrom("on", "true", true, false),
      agreeTerms: fc.constantFrom("on", "true", true),
    },
    (out) => {
      for (const [value, min, max] of [
        [out.name, 2, 80],
        [out.address, 10, 300],
        [out.city, 2, 80],
        [out.state, 2, 80],
        [out.country, 2, 60],
      ] as const) {
        expect(isTrimmed(value) && withinLength(value, min, max), value).toBe(true);
      }
      expect(out.email.length).toBeLessThanOrEqual(254);
      expect(out.email).toContain("@");
      expect(isMobile(out.phone), out.phone).toBe(true);
      expect(out.pincode).toMatch(/^[1-9]\d{5}$/);
      if (out.address2 !== undefined) expect(withinLength(out.address2, 1, 300)).toBe(true);
      expect(["cod", "card", "upi"]).toContain(out.paymentMethod);
      expect(typeof out.saveInfo).toBe("boolean");
      expect(out.agreeTerms).toBe(true);
      expect(out.placeOfSupply).toMatch(/^\d{2}$/);
      if (out.business) {
        expect(out.business.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/);
        expect(out.business.gstin.slice(0, 2)).toBe(out.placeOfSupply);
        expect(withinLength(out.business.name, 1, 100)).toBe(true);
      }
    },
    {
      email: fc.constantFrom("meena@example.test", "ravi.kumar@example.in"),
      city: fc.constant("Erode"),
      state: fc.constant("Tamil Nadu"),
      pincode: fc.constantFrom("638001", "600040", "641012"),
      gstin: fc.constantFrom("", "33AAGCK1234M1ZM", " 33aagck1234m1zm "),
      businessName: fc.constant("Erode Traders"),
    },
  ),
  objectCase<z.output<typeof trackOrderSchema>>(
    "trackOrderSchema",
    trackOrderSchema,
    ["orderNumber", "phone"],
    { orderNumber: fc.stringMatching(/^ ?(ord|ORD)-?\d{6}-[A-Z0-9]{6} ?$/), phone: mobile },
    (out) => {
      expect(out.orderNumber).toMatch(/^ORD-[A-Z0-9-]{3,30}$/);
      expect(isMobile(out.phone)).toBe(true);
    },
  ),
  objectCase<z.output<typeof signInCodeSchema>>(
    "signInCodeSchema",
    signInCodeSchema,
    ["phone", "code"],
    { phone: mobile, code: fc.stringMatching(/^ ?\d{3} ?\d{3} ?$/) },
    (out) => {
      expect(isMobile(out.phone)).toBe(true);
      expect(out.code).toMatch(/^\d{6}$/);
    },
  ),
  objectCase<z.output<typeof complaintSchema>>(
    "complaintSchema",
    complaintSchema,
    ["name", "phone", "email", "category", "reference", "details"],
    {
      name: personName,
      phone: mobile,
      email: fc.constantFrom("", "meena@example.in", "not-an-email"),
      category: fc.constantFrom("delivery", "repair", "other"),
      reference: fc.constantFrom("", " ord-261126-ab2cd3 ", "SRV-AB2CD3EF", "ORD-1"),
      details: fc.constantFrom("The fridge came with a dent on its door.", "short"),
    },
    (out) => {
      expect(isTrimmed(out.name) && withinLength(out.name, 2, 80)).toBe(true);
      expect(isMobile(out.phone)).toBe(true);
      if (out.email !== undefined) expect(out.email).toContain("@");
      if (out.reference !== undefined) expect(out.reference).toMatch(/^(ORD-\d{6}-|SRV-)[A-Z0-9]{6,8}$/);
      expect(isTrimmed(out.details) && withinLength(out.details, 20, 2000)).toBe(true);
    },
  ),
  objectCase<z.output<typeof complaintLookupSchema>>(
    "complaintLookupSchema",
    complaintLookupSchema,
    ["ticket", "phone"],
    { ticket: fc.constantFrom("GRV-12", " grv 7 ", "GRV-x", ""), phone: mobile },
    (out) => {
      expect(out.ticket).toMatch(/^GRV[\s-]*\d{1,9}$/i);
      expect(isMobile(out.phone)).toBe(true);
    },
  ),
  objectCase<z.output<typeof bookingSchema>>(
    "bookingSchema",
    bookingSchema,
    bookingFields,
    {
      name: personName,
      phone: mobile,
      appliance: fc.constantFrom("tv", "ac", "fan"),
      brand: fc.constantFrom("lg", "other"),
      issue: fc.constantFrom("Not cooling", "No picture, only sound"),
      date: anyDate,
      slot,
      address: streetAddress,
      pincode,
      agreeTerms: fc.constantFrom("on", "true", true),
    },
    (out) => {
      expect(isTrimmed(out.name) && withinLength(out.name, 2, 60)).toBe(true);
      expect(isMobile(out.phone)).toBe(true);
      expect(isTrimmed(out.issue) && withinLength(out.issue, 1, 1000)).toBe(true);
      expect(isIsoDate(out.date) && out.date >= todayInIndia()).toBe(true);
      expect(out.slot === "emergency").toBe(isSunday(out.date));
      expect(isTrimmed(out.address) && withinLength(out.address, 10, 300)).toBe(true);
      expect(out.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(out.agreeTerms).toBe(true);
    },
  ),
  objectCase<z.output<typeof trackSchema>>(
    "trackSchema",
    trackSchema,
    ["reference", "phone"],
    { reference: fc.stringMatching(/^SRV-[A-Z0-9]{6}$/), phone: mobile },
    (out) => {
      expect(isTrimmed(out.reference) && withinLength(out.reference, 1, 20)).toBe(true);
      expect(isMobile(out.phone)).toBe(true);
    },
  ),
  objectCase<z.output<typeof rescheduleSchema>>(
    "rescheduleSchema",
    rescheduleSchema,
    ["reference", "phone", "date", "slot"],
    { reference: fc.stringMatching(/^SRV-[A-Z0-9]{6}$/), phone: mobile, date: anyDate, slot },
    (out) => {
      expect(withinLength(out.reference, 1, 20)).toBe(true);
      expect(isMobile(out.phone)).toBe(true);
      expect(isIsoDate(out.date) && out.date >= todayInIndia()).toBe(true);
      expect(out.slot === "emergency").toBe(isSunday(out.date));
    },
  ),
  objectCase<z.output<typeof contactSchema>>(
    "contactSchema",
    contactSchema,
    ["name", "phone", "email", "topic", "applianceType", "brand", "preferredDate", "message"],
    {
      name: personName,
      phone: mobile,
      email: fc.oneof(fc.emailAddress(), fc.constant("")),
      topic: fc.constantFrom("sales", "service", "installation", "warranty", "other"),
      applianceType: fc.constantFrom("", "tv", "ac"),
      brand: fc.constantFrom("", "godrej", "other"),
      preferredDate: fc.oneof(fc.constant(""), anyDate),
      message: fc.constantFrom("My fridge makes a loud noise at night.", "Please call me about an AC offer."),
    },
    (out) => {
      expect(isTrimmed(out.name) && withinLength(out.name, 2, 60)).toBe(true);
      expect(out.phone).toMatch(/^\d{10,15}$/);
      if (out.email !== undefined) expect(out.email.length).toBeLessThanOrEqual(254);
      expect(isTrimmed(out.message) && withinLength(out.message, 20, 600)).toBe(true);
      if (out.preferredDate !== undefined) expect(isIsoDate(out.preferredDate)).toBe(true);
      if (out.topic === "service" || out.topic === "installation") expect(out.applianceType).toBeTruthy();
      else expect(out.applianceType).toBeUndefined();
    },
  ),
  objectCase<z.output<typeof loginSchema>>(
    "loginSchema",
    loginSchema,
    ["username", "password"],
    { username: fc.stringMatching(/^ ?[A-Za-z0-9._-]{1,20} ?$/), password: fc.string({ minLength: 1 }) },
    (out) => {
      expect(out.username).toBe(out.username.trim().toLowerCase());
      expect(withinLength(out.username, 1, 100)).toBe(true);
      expect(withinLength(out.password, 1, 200)).toBe(true);
    },
  ),
  objectCase<z.output<typeof newStaffSchema>>(
    "newStaffSchema",
    newStaffSchema,
    ["username", "displayName", "role", "password"],
    {
      username: fc.stringMatching(/^[a-z0-9][a-z0-9._-]{2,20}$/),
      displayName: personName,
      role: fc.constantFrom("owner", "staff"),
      password: fc.string({ minLength: 12, maxLength: 40 }),
    },
    (out) => {
      expect(out.username).toMatch(/^[a-z0-9][a-z0-9._-]{2,31}$/);
      expect(isTrimmed(out.displayName) && withinLength(out.displayName, 1, 80)).toBe(true);
      expect(["owner", "staff"]).toContain(out.role);
      expect(withinLength(out.password, 12, 200)).toBe(true);
    },
  ),
  valueCase<string>("usernameSchema", usernameSchema, fc.string({ maxLength: 40 }), (out) =>
    expect(out).toMatch(/^[a-z0-9][a-z0-9._-]{2,31}$/),
  ),
  valueCase<string>("staffPasswordSchema", staffPasswordSchema, fc.string({ maxLength: 250 }), (out) =>
    expect(withinLength(out, 12, 200)).toBe(true),
  ),
  valueCase<string>("staffRoleSchema", staffRoleSchema, fc.constantFrom("owner", "staff", "admin"), (out) =>
    expect(["owner", "staff"]).toContain(out),
  ),
  objectCase<z.output<typeof addTechnicianSchema>>(
    "addTechnicianSchema",
    addTechnicianSchema,
    ["name", "phone"],
    { name: personName, phone: fc.oneof(mobile, fc.constant("")) },
    (out) => {
      expect(isTrimmed(out.name) && withinLength(out.name, 2, 60)).toBe(true);
      if (out.phone !== null) expect(isMobile(out.phone)).toBe(true);
    },
  ),
  objectCase<z.output<typeof renameTechnicianSchema>>(
    "renameTechnicianSchema",
    renameTechnicianSchema,
    ["name"],
    { name: personName },
    (out) => expect(isTrimmed(out.name) && withinLength(out.name, 2, 60)).toBe(true),
  ),
  objectCase<z.output<typeof bookingActionSchema>>(
    "bookingActionSchema",
    bookingActionSchema,
    ["intent", "technicianId", "labour", "pay", "notes", "reason", "date", "slot"],
    {
      intent: fc.constantFrom("confirm", "assign", "start", "complete", "cancel", "reschedule", "revisit"),
      technicianId: fc.oneof(fc.nat().map(String), fc.constantFrom("1e3", "-1", "9999999999")),
      labour: fc.constantFrom("", "none", "ac-capacitor", "x".repeat(150)),
      pay: fc.constantFrom("cash", "upi", "card", ""),
      notes: fc.constantFrom("", "Fixed"),
      reason: fc.constantFrom("Customer away", ""),
      date: anyDate,
      slot,
    },
    (out) => {
      if (out.intent === "assign") expect(Number.isSafeInteger(out.technicianId)).toBe(true);
      if (out.intent === "complete") {
        expect(withinLength(out.labour, 1, 100)).toBe(true);
        // absent on a warranty visit the customer pays nothing for: completeVisit asks for it when due
        expect(["cash", "upi", undefined]).toContain(out.pay);
        if (out.notes !== null) expect(withinLength(out.notes, 1, 1000)).toBe(true);
      }
      if (out.intent === "cancel") expect(withinLength(out.reason, 1, 300)).toBe(true);
      if (out.intent === "reschedule" || out.intent === "revisit") expect(isIsoDate(out.date)).toBe(true);
    },
  ),

  valueCase<number>(
    "stockSchema",
    stockSchema,
    fc.oneof(fc.nat(200_000).map(String), fc.constantFrom(" 12 ", "1,000", "-3", "1.5")),
    (out) => expect(Number.isSafeInteger(out) && out >= 0 && out <= 100_000).toBe(true),
  ),
  objectCase<z.output<typeof productFormSchema>>(
    "productFormSchema",
    productFormSchema,
    [
      "title",
      "brandSlug",
      "category",
      "mrp",
      "price",
      "rating",
      "reviewsCount",
      "description",
      "features",
      "featuresTa",
      "tags",
      "specs",
      "capacity",
      "gtin",
      "energyRating",
      "stock",
      "hidden",
      "installation",
      "installationCharge",
      "warrantyMonths",
      "warrantyNote",
      "hsnCode",
      "gstRate",
      "makerRole",
      "makerName",
      "makerAddress",
      "countryOfOrigin",
      "netQuantity",
      "netQuantityUnit",
      "consumerCare",
      "madeIn",
    ],
    {
      title: fc.constantFrom("LG 1.5 Ton Split AC", "  Fan  "),
      brandSlug: fc.constantFrom("lg", "samsung"),
      category: fc.constantFrom("tv", "ac", "fan"),
      mrp: fc.oneof(rupees, fc.constant("")),
      price: rupees,
      rating: fc.constantFrom("", "4.3", "5", "5.1"),
      reviewsCount: fc.constantFrom("", "12", "1,000"),
      description: fc.constantFrom("", "Quiet and efficient."),
      features: fc.array(fc.string({ maxLength: 30 }), { maxLength: 4 }),
      featuresTa: fc.array(fc.constantFrom("", " சத்தமில்லாதது ", "x".repeat(201)), { maxLength: 3 }),
      tags: fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
      specs: fc.array(
        fc.record({
          label: fc.string({ maxLength: 10 }),
          value: fc.string({ maxLength: 10 }),
          labelTa: fc.constantFrom("", "இறக்கை அளவு", "த".repeat(81)),
        }),
        {
          maxLength: 3,
        },
      ),
      capacity: fc.constantFrom("", "1.5 Ton"),
      gtin: fc.constantFrom("", "8801643123451", " 8801643-123451 ", "8801643123452", "1234567", "ABC"),
      energyRating: fc.constantFrom("", "3", "6"),
      stock: fc.nat(1_000).map(String),
      hidden: fc.boolean(),
      installation: fc.constantFrom("none", "installation", "demo", "wall-mount", ""),
      installationCharge: fc.oneof(rupees, fc.constantFrom("", "0", "0.00", "-1", "1,00,001")),
      warrantyMonths: fc.constantFrom("", "0", "12", "60", "240", "241", "1.5", "-12"),
      warrantyNote: fc.constantFrom("", "  5 years on the compressor ", "x".repeat(121)),
      hsnCode: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("", "841510", "8415 10 10") },
        { weight: 1, arbitrary: fc.constantFrom("84", "ABCD") },
      ),
      gstRate: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("18", "5", "0", "40") },
        { weight: 1, arbitrary: fc.constantFrom("28", "") },
      ),
      makerRole: fc.constantFrom("manufacturer", "packer", "importer", "marketer", ""),
      makerName: fc.constantFrom(" LG Electronics India Ltd. ", "X", "x".repeat(121)),
      makerAddress: fc.constantFrom("Plot 51, Greater Noida 201306", "Delhi", "x".repeat(301)),
      countryOfOrigin: fc.constantFrom("IN", "TH", "in", "XX", ""),
      netQuantity: fc.constantFrom("", "1", "2", "0", "1.5", "10001"),
      netQuantityUnit: fc.constantFrom("N", "U", "kg", "dozen", ""),
      consumerCare: fc.constantFrom("1800 180 9999", " care@lg.example ", "12"),
      madeIn: fc.constantFrom("", "2026-08", "2026-13", "1999-12", "2099-01", "08/2026"),
    },
    (out) => {
      expect(isTrimmed(out.title) && withinLength(out.title, 3, 200)).toBe(true);
      expect(["manufacturer", "packer", "importer"]).toContain(out.makerRole);
      expect(isTrimmed(out.makerName) && withinLength(out.makerName, 2, 120)).toBe(true);
      expect(isTrimmed(out.makerAddress) && withinLength(out.makerAddress, 10, 300)).toBe(true);
      expect(out.countryOfOrigin).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(out.netQuantity) && out.netQuantity >= 1 && out.netQuantity <= 10_000).toBe(
        true,
      );
      expect(["N", "U", "kg", "g", "L", "mL"]).toContain(out.netQuantityUnit);
      expect(isTrimmed(out.consumerCare) && withinLength(out.consumerCare, 6, 200)).toBe(true);
      if (out.madeIn !== null) expect(out.madeIn).toMatch(/^20\d{2}-(0[1-9]|1[0-2])$/);
      const { pricePaise, mrpPaise, discountPct } = out.pricing;
      expect(isPaise(pricePaise) && pricePaise > 0 && pricePaise <= 10_000_000_00).toBe(true);
      if (mrpPaise !== null) expect(isPaise(mrpPaise) && pricePaise <= mrpPaise).toBe(true);
      expect(Number.isInteger(discountPct) && discountPct >= 0 && discountPct <= 95).toBe(true);
      expect(out.rating >= 0 && out.rating <= 5).toBe(true);
      expect(Number.isSafeInteger(out.reviewsCount) && out.reviewsCount >= 0).toBe(true);
      expect(Number.isSafeInteger(out.stock) && out.stock >= 0 && out.stock <= 100_000).toBe(true);
      expect(out.features.length).toBeLessThanOrEqual(30);
      expect(out.tags.length).toBeLessThanOrEqual(30);
      expect(out.specs.length).toBeLessThanOrEqual(40);
      expect(out.featuresTa.every((feature) => isTrimmed(feature) && withinLength(feature, 1, 200))).toBe(
        true,
      );
      for (const spec of out.specs) {
        expect(spec.label !== "" && spec.value !== "").toBe(true);
        if ("labelTa" in spec)
          expect(isTrimmed(spec.labelTa) && withinLength(spec.labelTa, 1, 80)).toBe(true);
      }
      if (out.gtin !== null) expect(out.gtin).toMatch(/^(\d{8}|\d{12,14})$/);
      if (out.energyRating !== null) expect([1, 2, 3, 4, 5]).toContain(out.energyRating);
      expect(["none", "installation", "demo"]).toContain(out.installation);
      expect(isPaise(out.installationCharge) && out.installationCharge <= 100_000_00).toBe(true);
      expect(
        Number.isInteger(out.warrantyMonths) && out.warrantyMonths >= 0 && out.warrantyMonths <= 240,
      ).toBe(true);
      if (out.warrantyNote !== null)
        expect(isTrimmed(out.warrantyNote) && withinLength(out.warrantyNote, 1, 120)).toBe(true);
      if (out.hsnCode !== null) expect(out.hsnCode).toMatch(/^(\d{4}|\d{6}|\d{8})$/);
      expect([0, 5, 18, 40]).toContain(out.gstRate);
    },
    {
      mrp: fc.constantFrom("", "47900"),
      price: fc.constantFrom("32093", "30,000"),
      rating: fc.constantFrom("", "4.3"),
      energyRating: fc.constantFrom("", "3"),
      installation: fc.constantFrom("none", "installation", "demo"),
      installationCharge: fc.constantFrom("", "0", "1,499"),
      warrantyMonths: fc.constantFrom("", "12", "60"),
      warrantyNote: fc.constantFrom("", "  5 years on the compressor "),
      hsnCode: fc.constantFrom("", "841510", "8415 10 10"),
      gstRate: fc.constantFrom("18", "5", "0", "40"),
      featuresTa: fc.constant([" சத்தமில்லாதது "]),
      specs: fc.constant([{ label: "Sweep", value: "1200 mm", labelTa: "இறக்கை அளவு" }]),
      gtin: fc.constantFrom("", " 8801643-123451 "),
      makerRole: fc.constantFrom("manufacturer", "importer"),
      makerName: fc.constant(" LG Electronics India Ltd. "),
      makerAddress: fc.constant("Plot 51, Greater Noida 201306"),
      countryOfOrigin: fc.constantFrom("IN", "TH"),
      netQuantity: fc.constantFrom("", "1"),
      netQuantityUnit: fc.constantFrom("N", "U"),
      consumerCare: fc.constant("1800 180 9999"),
      madeIn: fc.constantFrom("", "2026-08"),
    },
  ),
  objectCase<z.output<typeof brandFormSchema>>(
    "brandFormSchema",
    brandFormSchema,
    [
      "name",
      "description",
      "descriptionTa",
      "logo",
      "isPartner",
      "position",
      "legalName",
      "gstin",
      "billingAddress",
    ],
    {
      name: fc.constantFrom("Blue Star", "  LG ", "Crompton & Co."),
      description: fc.constantFrom("", "Fans and lights."),
      descriptionTa: fc.constantFrom("", " மின்விசிறிகள், விளக்குகள். ", "த".repeat(601)),
      logo: fc.constantFrom("/images/brands/lg.svg", "/images/brands/../x.svg"),
      isPartner: fc.boolean(),
      position: fc.constantFrom("", "0", "12", "1000", "-1"),
      legalName: fc.constantFrom("", " LG Electronics India Private Limited "),
      gstin: fc.constantFrom("", "33aaacz0000a1z g", wrongCheckGstin, "99AAACZ0000A1Z5"),
      billingAddress: fc.constantFrom("", "12 Mount Road, Chennai 600002"),
    },
    (out) => {
      const billing = [out.legalName, out.gstin, out.billingAddress];
      expect(billing.every((value) => value === null) || billing.every((value) => value !== null)).toBe(true);
      if (out.gstin !== null) expect(gstinProblem(out.gstin)).toBeNull();
      expect(isTrimmed(out.name) && withinLength(out.name, 2, 60)).toBe(true);
      expect(out.logo).toMatch(/^\/images\/brands\/[a-z0-9-]+\.svg$/);
      expect(Number.isInteger(out.position) && out.position >= 0 && out.position <= 999).toBe(true);
      for (const text of [out.description, out.descriptionTa])
        if (text !== null) expect(isTrimmed(text) && withinLength(text, 1, 600)).toBe(true);
    },
  ),
];

describe("every module schema under hostile input", () => {
  it.each(cases)("$name: never throws, refuses with field messages, accepts only well-formed values", (c) => {
    let accepted = 0;
    fc.assert(
      fc.property(c.input, (input) => {
        const result = c.schema.safeParse(input);
        if (result.success) {
          accepted += 1;
          c.holds(result.data, input);
          return;
        }
        expect(result.error.issues.length).toBeGreaterThan(0);
        for (const issue of result.error.issues) {
          expect(typeof issue.message).toBe("string");
          expect(issue.message.trim()).not.toBe("");
          if (c.fields && issue.path.length > 0) expect(c.fields).toContain(issue.path[0]);
        }
      }),
      { numRuns },
    );
    // the generators reach the accepting side too, so the output checks above are exercised
    expect(accepted, `${c.name} accepted none of ${numRuns} inputs`).toBeGreaterThan(0);
  });
});
