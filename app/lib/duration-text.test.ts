import { describe, expect, it } from "vitest";

import { hoursText } from "./duration-text";

describe("hoursText", () => {
  it("writes whole hours as the pages do", () => {
    expect(hoursText(1)).toBe("1 hour");
    expect(hoursText(2)).toBe("2 hours");
    expect(hoursText(4)).toBe("4 hours");
  });
});
