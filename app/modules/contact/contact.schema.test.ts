import { describe, expect, it } from "vitest";

import {
  contactAppliances,
  contactFields,
  contactTopics,
  contactValues,
  messageCounter,
  type ContactErrors,
} from "./contact-options";
import { validateContact } from "./contact.schema";
import { contactMessages } from "~/modules/contact/texts/en/contact-messages";
import { inEnglish } from "../../../tests/support/messages-in-english";

const valid = {
  name: "Priya Raman",
  phone: "9843012345",
  email: "",
  topic: "sales",
  applianceType: "",
  brand: "",
  preferredDate: "",
  message: "Do you have a 7 kg front load washing machine in stock?",
};

function errorsOf(input: Record<string, unknown>): ContactErrors {
  const result = validateContact(input);
  if (result.success) throw new Error("expected the message to be refused");
  return inEnglish(result.errors, contactMessages);
}

function dataOf(input: Record<string, unknown>) {
  const result = validateContact(input);
  if (!result.success) throw new Error(`expected the message to pass: ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe("contact form messages (specification section 5)", () => {
  it.each([
    ["name", "", "Name is required"],
    ["name", "   ", "Name is required"],
    ["name", "A", "Name must be between 2-60 characters."],
    ["name", "x".repeat(61), "Name must be between 2-60 characters."],
    ["phone", "", "Phone number is required"],
    ["phone", "98430", "Please enter a valid phone number (10-15 digits)."],
    ["phone", "98430abcde", "Please enter a valid phone number (10-15 digits)."],
    ["phone", "1".repeat(16), "Please enter a valid phone number (10-15 digits)."],
    ["email", "not-an-address", "Please enter a valid email address."],
    ["email", "a@b", "Please enter a valid email address."],
    ["topic", "", "Please select a topic."],
    ["topic", "complaint", "Please select a topic."],
    ["message", "", "Please enter your message"],
    ["message", "Too short", "Message must be between 20-600 characters."],
    ["message", "x".repeat(601), "Message must be between 20-600 characters."],
  ])("%s = %j: %s", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field as keyof ContactErrors]).toBe(message);
  });

  it("names every missing required field at once when nothing was sent", () => {
    expect(errorsOf({})).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
      topic: "Please select a topic.",
      message: "Please enter your message",
    });
  });

  it("accepts a valid message and leaves the optional fields out", () => {
    expect(dataOf(valid)).toEqual({
      name: "Priya Raman",
      phone: "9843012345",
      email: undefined,
      topic: "sales",
      applianceType: undefined,
      brand: undefined,
      preferredDate: undefined,
      message: valid.message,
    });
  });

  it("trims text and keeps only the digits of a written phone number", () => {
    const data = dataOf({ ...valid, name: "  Priya  ", phone: "+91 98430-12345", email: " p@example.in " });
    expect(data.name).toBe("Priya");
    expect(data.phone).toBe("919843012345");
    expect(data.email).toBe("p@example.in");
  });

  it("accepts the phone length bounds 10 and 15", () => {
    expect(dataOf({ ...valid, phone: "1".repeat(10) }).phone).toHaveLength(10);
    expect(dataOf({ ...valid, phone: "1".repeat(15) }).phone).toHaveLength(15);
  });

  it("accepts the name length bounds 2 and 60", () => {
    expect(dataOf({ ...valid, name: "Al" }).name).toBe("Al");
    expect(dataOf({ ...valid, name: "x".repeat(60) }).name).toHaveLength(60);
  });

  it("accepts the message length bounds 20 and 600, counted after trimming", () => {
    expect(dataOf({ ...valid, message: "x".repeat(20) }).message).toHaveLength(20);
    expect(dataOf({ ...valid, message: "x".repeat(600) }).message).toHaveLength(600);
    expect(errorsOf({ ...valid, message: `  ${"x".repeat(19)}   ` }).message).toBe(
      "Message must be between 20-600 characters.",
    );
  });

  it("refuses a brand or a date outside the lists", () => {
    expect(errorsOf({ ...valid, brand: "acme" }).brand).toBeDefined();
    expect(errorsOf({ ...valid, preferredDate: "2025-02-30" }).preferredDate).toBe(
      "Please enter a valid date.",
    );
    expect(errorsOf({ ...valid, preferredDate: "tomorrow" }).preferredDate).toBe(
      "Please enter a valid date.",
    );
    expect(dataOf({ ...valid, brand: "v-guard", preferredDate: "2026-03-01" })).toMatchObject({
      brand: "v-guard",
      preferredDate: "2026-03-01",
    });
  });
});

describe("the applianceType rule", () => {
  it.each(["service", "installation"])("is required for the topic %s", (topic) => {
    expect(errorsOf({ ...valid, topic })).toEqual({ applianceType: "Please select an appliance type." });
    expect(dataOf({ ...valid, topic, applianceType: "washing-machine" }).applianceType).toBe(
      "washing-machine",
    );
  });

  it("is shown together with the other messages", () => {
    expect(errorsOf({ ...valid, topic: "service", name: "" })).toEqual({
      name: "Name is required",
      applianceType: "Please select an appliance type.",
    });
  });

  it.each(["sales", "warranty", "other"])("is not asked for, and dropped, for the topic %s", (topic) => {
    expect(dataOf({ ...valid, topic }).applianceType).toBeUndefined();
    expect(dataOf({ ...valid, topic, applianceType: "tv" }).applianceType).toBeUndefined();
  });

  it("refuses an appliance outside the list", () => {
    expect(errorsOf({ ...valid, topic: "service", applianceType: "microwave" }).applianceType).toBe(
      "Please select an appliance type.",
    );
  });

  it("offers the seven appliances and five topics of the specification", () => {
    expect(contactAppliances.map((option) => option.value)).toEqual([
      "tv",
      "fan",
      "refrigerator",
      "ac",
      "washing-machine",
      "air-cooler",
      "water-heater",
    ]);
    expect(contactTopics.map((option) => option.value)).toEqual([
      "sales",
      "service",
      "installation",
      "warranty",
      "other",
    ]);
  });
});

describe("messageCounter", () => {
  it.each([
    ["", "0/600", false],
    ["x".repeat(20), "20/600", false],
    ["x".repeat(600), "600/600", false],
    ["x".repeat(601), "601/600", true],
  ])("shows %#", (message, text, over) => {
    expect(messageCounter(message)).toEqual({ text, over });
  });
});

describe("contactValues", () => {
  it("keeps the form's text fields and drops anything else, such as the honeypot", () => {
    expect(contactValues({ name: "Priya", website: "http://spam.example", message: 42 })).toEqual({
      name: "Priya",
    });
    expect(contactFields).not.toContain("website");
  });
});
