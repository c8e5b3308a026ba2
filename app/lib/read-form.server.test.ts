import fc from "fast-check";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";

import {
  formCharactersMessage,
  formTooLargeMessage,
  formUnreadableMessage,
  hasRefusedCharacters,
  maxFormBytes,
  readForm,
} from "./read-form.server";

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

function post(body: BodyInit | null, headers: Record<string, string> = urlencoded): Request {
  return new Request("http://shop.test/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
}

/** What readForm refused with: the thrown route error response's status and text. */
async function refusal(request: Request): Promise<{ status: number; message: unknown }> {
  try {
    await readForm(request);
  } catch (error) {
    const thrown = error as { init?: ResponseInit; data?: unknown; type?: string };
    if (thrown?.type === "DataWithResponseInit")
      return { status: thrown.init?.status ?? 200, message: thrown.data };
    if (isRouteErrorResponse(error)) return { status: error.status, message: error.data };
    throw error;
  }
  throw new Error("the form was accepted");
}

/** A body without a length, sent in chunks. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, size - sent)).fill(97);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    const form = await readForm(post("name=Ravi+Kumar&issue=Line+one%0D%0ALine+two%09tab"));
    expect(form.get("name")).toBe("Ravi Kumar");
    expect(form.get("issue")).toBe("Line one\r\nLine two\ttab");
    const multipart = new FormData();
    multipart.append("name", "Ravi");
    const parsed = await readForm(new Request("http://shop.test/x", { method: "POST", body: multipart }));
    expect(parsed.get("name")).toBe("Ravi");
  });

  it("reads an empty body without a type as an empty form", async () => {
    const form = await readForm(new Request("http://shop.test/x", { method: "POST" }));
    expect([...form.keys()]).toEqual([]);
  });

  it("refuses a NUL or another control character in a value or a name", async () => {
    for (const body of ["name=ab%00", "name=a%01b", "name=%7F", "na%00me=x", "issue=a%0Bb"]) {
      expect(await refusal(post(body))).toEqual({ status: 400, message: formCharactersMessage });
    }
  });

  it("refuses a body that is not a form", async () => {
    expect(await refusal(post('{"a":', { "Content-Type": "application/json" }))).toEqual({
      status: 415,
      message: formUnreadableMessage,
    });
    expect(
      await refusal(post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=y" })),
    ).toEqual({ status: 400, message: formUnreadableMessage });
  });

  it("refuses a body over the limit, declared or not", async () => {
    expect(await refusal(post(chunked(maxFormBytes + 1)))).toEqual({
      status: 413,
      message: formTooLargeMessage,
    });
    expect(await refusal(post("a=1", { ...urlencoded, "Content-Length": String(maxFormBytes + 1) }))).toEqual(
      { status: 413, message: formTooLargeMessage },
    );
    const justUnder = await readForm(post(chunked(maxFormBytes)));
    expect(justUnder.get("a".repeat(maxFormBytes))).toBe("");
  });

  it("accepts any text without control characters and refuses any with one", async () => {
    const control = fc.constantFrom(
      ...Array.from({ length: 32 }, (_, code) => code)
        .filter((code) => code !== 9 && code !== 10 && code !== 13)
        .concat(127)
        .map((code) => String.fromCharCode(code)),
    );
    const clean = fc
      .string({ unit: "grapheme", maxLength: 200 })
      .map((text) => [...text].filter((character) => !hasRefusedCharacters(character)).join(""));
    await fc.assert(
      fc.asyncProperty(clean, async (text) => {
        const form = await readForm(post(new URLSearchParams({ text }).toString()));
        expect(form.get("text")).toBe(text);
      }),
      { numRuns: 1000 },
    );
    await fc.assert(
      fc.asyncProperty(clean, control, clean, async (before, bad, after) => {
        const body = new URLSearchParams({ text: before + bad + after }).toString();
        expect((await refusal(post(body))).status).toBe(400);
      }),
      { numRuns: 1000 },
    );
  });
});
