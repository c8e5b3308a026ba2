import { describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { errorCount, fieldErrorsFrom, firstInvalid, parseFields } from "./field-errors";

const schema = z.object({
  name: z.string().check(z.minLength(2, "Name is too short"), z.maxLength(5, "Name is too long")),
  age: z.coerce.number().check(z.int("Whole years only"), z.positive("Age must be positive")),
});

describe("the form kit's field errors", () => {
  it("keeps the first message for each field, in the schema's order", () => {
    const errors = fieldErrorsFrom([
      { path: ["name"], message: "first" },
      { path: ["name"], message: "second" },
      { path: ["age"], message: "age" },
    ]);
    expect(errors).toEqual({ name: "first", age: "age" });
  });

  it("leaves out issues on other paths when the fields are named", () => {
    const errors = fieldErrorsFrom(
      [
        { path: [], message: "form-wide" },
        { path: ["extra"], message: "unknown" },
        { path: [0], message: "index" },
        { path: ["name", "inner"], message: "nested" },
      ],
      ["name"] as const,
    );
    expect(errors).toEqual({ name: "nested" });
  });

  it("parses valid input to the schema's data", () => {
    expect(parseFields(schema, { name: "Anu", age: "31" })).toEqual({
      success: true,
      data: { name: "Anu", age: 31 },
    });
  });

  it("maps invalid input to one message per field", () => {
    const parsed = parseFields(schema, { name: "A", age: "-1.5" }, ["name", "age"]);
    expect(parsed).toEqual({
      success: false,
      errors: { name: "Name is too short", age: "Whole years only" },
    });
  });

  it("finds the first invalid field in the form's order and counts the messages", () => {
    const errors = { phone: "Phone number is required", name: "", email: "Bad" };
    expect(firstInvalid(errors, ["name", "email", "phone"])).toBe("email");
    expect(firstInvalid({}, ["name"])).toBeUndefined();
    expect(errorCount(errors)).toBe(2);
  });
});
