import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Request, RequestHandler, Response } from "express";
import { afterAll, describe, expect, it } from "vitest";

import { listBuiltFiles, onlyBuiltFiles } from "./built-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-files-"));
fs.mkdirSync(path.join(dir, "images"));
fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
fs.writeFileSync(path.join(dir, "images", "a b.webp"), "x");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Which of the handlers ran, and whether the request went on past them. */
function run(method: string, urlPath: string, handlers: RequestHandler[]) {
  let passedOn = false;
  onlyBuiltFiles(dir, ...handlers)(
    { method, path: urlPath } as Request,
    {} as Response,
    () => (passedOn = true),
  );
  return passedOn;
}

describe("onlyBuiltFiles", () => {
  it("lists the files of the build by URL path, not its folders", () => {
    expect([...listBuiltFiles(dir)].sort()).toEqual(["/favicon.svg", "/images/a b.webp"]);
    expect(listBuiltFiles(path.join(dir, "missing")).size).toBe(0);
  });

  it("hands a page path straight on, without running the static handlers", () => {
    const ran: string[] = [];
    const handler: RequestHandler = (_req, _res, next) => (ran.push("static"), next());
    for (const urlPath of ["/", "/shop", "/images", "/images/", "/favicon.svg/x", "/%E0%A4%A"]) {
      expect(run("GET", urlPath, [handler])).toBe(true);
    }
    expect(run("POST", "/favicon.svg", [handler])).toBe(true);
    expect(ran).toEqual([]);
  });

  it("runs the handlers in turn for a built file (percent-escapes decoded), and goes on when they do", () => {
    const ran: string[] = [];
    const first: RequestHandler = (_req, _res, next) => (ran.push("first"), next());
    const second: RequestHandler = (_req, _res, next) => (ran.push("second"), next());
    expect(run("GET", "/favicon.svg", [first, second])).toBe(true);
    expect(run("HEAD", "/images/a%20b.webp", [first])).toBe(true);
    expect(ran).toEqual(["first", "second", "first"]);
  });

  it("stops when a handler answers", () => {
    const answered: RequestHandler = () => undefined;
    expect(run("GET", "/favicon.svg", [answered])).toBe(false);
  });
});
