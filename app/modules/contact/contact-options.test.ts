import { describe, expect, it } from "vitest";

import { emailReplyHours, messageCounter, messageMaxLength, messageMinLength } from "./contact-options";

describe("contact rules", () => {
  it("answers e-mail within 24 hours and takes messages of 20 to 600 characters", () => {
    expect(emailReplyHours).toBe(24);
    expect([messageMinLength, messageMaxLength]).toEqual([20, 600]);
    expect(messageCounter("x".repeat(601))).toEqual({ text: "601/600", over: true });
  });
});
