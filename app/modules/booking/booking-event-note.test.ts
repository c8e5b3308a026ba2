import { describe, expect, it } from "vitest";

import type { BookingEventMessage } from "../../../db/enums";
import "~/i18n/tamil.server";

import { bookingEventNote } from "./booking-event-note";

const every: BookingEventMessage[] = [
  { code: "received" },
  { code: "bookedWithOrder" },
  { code: "confirmed" },
  { code: "completed" },
  { code: "cancelledByCustomer" },
  { code: "cancelledByDesk" },
  { code: "orderCancelled" },
  { code: "started", by: "desk" },
  { code: "started", by: "technician" },
  { code: "technicianAssigned", name: "Senthil" },
  { code: "rescheduled", by: "customer", date: "2026-12-01", slot: "morning" },
  { code: "rescheduled", by: "desk", date: "2026-12-06", slot: "emergency" },
];

describe("a booking event's note", () => {
  it.each(every.map((message) => [message.code, message] as const))(
    "%s is written in English and in Tamil",
    (_code, message) => {
      const english = bookingEventNote({ message, note: null }, "en");
      const tamil = bookingEventNote({ message, note: null }, "ta");
      expect(english).toMatch(/^[A-Z]/);
      expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
      expect(tamil).not.toMatch(/service desk|Rescheduled|Technician/);
    },
  );

  it("writes the values in the language: the technician's name, the date and slot", () => {
    const moved: BookingEventMessage = {
      code: "rescheduled",
      by: "desk",
      date: "2026-12-01",
      slot: "morning",
    };
    expect(bookingEventNote({ message: moved, note: null }, "en")).toBe(
      "Rescheduled by the service desk to Tue, 1 Dec, 2026, Morning (9 AM - 12 PM)",
    );
    expect(bookingEventNote({ message: moved, note: null }, "ta")).toMatch(/டிச.*காலை \(காலை 9 - மதியம் 12\)/);
    const assigned: BookingEventMessage = { code: "technicianAssigned", name: "Senthil" };
    expect(bookingEventNote({ message: assigned, note: null }, "ta")).toMatch(/Senthil$/);
  });

  it("keeps what staff typed after the code's text, and shows an event stored before codes as it is", () => {
    expect(bookingEventNote({ message: { code: "cancelledByDesk" }, note: "Bought a new one" }, "en")).toBe(
      "Cancelled by the service desk: Bought a new one",
    );
    expect(bookingEventNote({ message: null, note: "Called twice" }, "ta")).toBe("Called twice");
    expect(bookingEventNote({ message: null, note: null }, "en")).toBeNull();
  });
});
