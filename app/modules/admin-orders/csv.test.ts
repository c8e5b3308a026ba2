import { describe, expect, it } from "vitest";

import { csvCell, csvRow } from "./csv";
import { orderCsvHeader, orderCsvLine } from "./order-csv";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("12, Gandhi Street")).toBe('"12, Gandhi Street"');
    expect(csvCell('The "best" fan')).toBe('"The ""best"" fan"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("carriage\r\nreturn")).toBe('"carriage\r\nreturn"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell("+91 98430 12345")).toBe("'+91 98430 12345");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends every row with CRLF", () => {
    expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});

describe("order CSV lines", () => {
  it("writes an order's figures in rupees and its times in India time", () => {
    const line = orderCsvLine({
      id: 7,
      orderNumber: "ORD-ABC123",
      invoiceNumber: "KHA/24-25/000042",
      placedAt: new Date("2025-03-11T18:30:00Z"),
      status: "shipped",
      paymentMethod: "upi",
      paymentStatus: "paid",
      paidAt: new Date("2025-03-12T05:00:00Z"),
      name: '=HYPERLINK("http://x")',
      email: "a@example.test",
      phone: "9843012345",
      address: "12, Gandhi Street",
      address2: null,
      city: "Erode",
      state: "Tamil Nadu",
      pincode: "638001",
      country: "India",
      totalPaise: 1_234_550,
      discountPaise: 0,
      trackingId: "DTDC1",
      items: "2 x Fan; 1 x Iron",
      itemCount: 3,
    });
    expect(line).toBe(
      `ORD-ABC123,KHA/24-25/000042,2025-03-12 00:00,Shipped,UPI,Paid,2025-03-12 10:30,"'=HYPERLINK(""http://x"")",9843012345,a@example.test,"12, Gandhi Street",,Erode,Tamil Nadu,638001,India,2 x Fan; 1 x Iron,3,12345.50,0.00,DTDC1\r\n`,
    );
    // 21 columns: the quoted address holds the line's one extra comma.
    expect(orderCsvHeader.split(",")).toHaveLength(21);
    expect(line.split(",")).toHaveLength(22);
  });
});
