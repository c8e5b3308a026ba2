/**
 * Every module under app/routes/admin/ (found by listing the folder, so new screens are covered without
 * editing this file): anonymous requests to loaders are sent to the login (pages) or refused with 401
 * (resource routes), anonymous actions get 401, and a staff user gets 403 from the owner-only modules.
 */
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { repoRoot } from "../support/server-process";
import { addStaffUser, sessionCookieFor } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

const adminDir = path.join(repoRoot, "app/routes/admin");
const moduleFiles = fs
  .readdirSync(adminDir)
  .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
  .sort();

/** The sign-in page itself must be open to anonymous visitors. */
const publicModules = new Set(["login.tsx"]);
/**
 * Signing out when already signed out is not an error: the action clears the cookie and shows the login
 * instead of a 401, and a GET (no loader work to guard) leads to the login too.
 */
const signOutModule = "logout.ts";
const ownerOnlyModules = new Set(["staff.tsx", "audit.tsx", "day-cash.tsx"]);
/**
 * What a technician may open: the shell, their visits and job cards, and the steps their phone's queue sends;
 * the dashboard sends them to their visits.
 */
const technicianModules = new Set(["layout.tsx", "jobs.tsx", "job-card.tsx", "job-step.ts", "dashboard.tsx"]);

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
type RouteModule = { loader?: Handler; action?: Handler; default?: unknown };

/** What a loader or action answered, whether it threw or returned a Response or data(..., { status }). */
async function outcome(
  run: () => unknown,
): Promise<{ status: number; location: string | null; setCookie: string | null }> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      setCookie: result.headers.get("Set-Cookie"),
    };
  }
  if (result && typeof result === "object" && "init" in result) {
    const init = (result as { init?: ResponseInit | null }).init;
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      location: headers.get("Location"),
      setCookie: headers.get("Set-Cookie"),
    };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, setCookie: null };
}

// Plausible values for every route parameter used under /admin.
const params = { id: "1", imageId: "1" };

describe("admin route guards", { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;
  let context: { db: DatabaseHandle["db"]; pingDatabase(): Promise<void>; clientAddress: string };
  let staffCookie: string;
  let technicianCookie: string;
  const modules = new Map<string, RouteModule>();

  beforeAll(async () => {
    const pglite = testBackends().find((backend) => backend.name === "pglite");
    if (!pglite) throw new Error("the PGlite backend is always available");
    handle = await pglite.open();
    context = { db: handle.db, pingDatabase: () => handle.ping(), clientAddress: "127.0.0.1" };
    const staff = await addStaffUser(handle.db, {
      username: "guard-staff",
      displayName: "Guard Staff",
      password: null,
    });
    staffCookie = await sessionCookieFor(handle.db, staff.id);
    const technician = await addStaffUser(handle.db, {
      username: "guard-tech",
      role: "technician",
      password: null,
    });
    technicianCookie = await sessionCookieFor(handle.db, technician.id);
    for (const file of moduleFiles) {
      modules.set(file, (await import(path.join(adminDir, file))) as RouteModule);
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  const request = (file: string, init: RequestInit = {}) => {
    const url = `http://127.0.0.1/admin/${file.replace(/\.tsx?$/, "")}-probe?q=1`;
    return new Request(url, init);
  };
  const post = (file: string, headers: Record<string, string> = {}) =>
    request(file, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ intent: "probe" }).toString(),
    });

  it("finds the admin route modules", () => {
    expect(moduleFiles).toEqual(
      expect.arrayContaining([
        "layout.tsx",
        "login.tsx",
        "logout.ts",
        "staff.tsx",
        "audit.tsx",
        "dashboard.tsx",
      ]),
    );
  });

  it.each(moduleFiles.filter((file) => !publicModules.has(file)))(
    "%s: anonymous loader → login redirect (page) or 401 (resource), anonymous action → 401",
    async (file) => {
      const mod = modules.get(file)!;
      if (mod.loader) {
        const answer = await outcome(() => mod.loader!({ request: request(file), params, context }));
        if (file === signOutModule) {
          expect(answer.location, "a GET of the sign-out address leads to the login").toBe("/admin/login");
        } else if (mod.default) {
          expect(answer.status, `${file} loader`).toBeGreaterThanOrEqual(300);
          expect(answer.status, `${file} loader`).toBeLessThan(400);
          expect(answer.location, `${file} loader`).toMatch(/^\/admin\/login(\?next=%2Fadmin%2F|$)/);
        } else {
          expect(answer.status, `${file} loader`).toBe(401);
        }
      }
      if (mod.action) {
        const answer = await outcome(() => mod.action!({ request: post(file), params, context }));
        if (file === signOutModule) {
          expect(answer.location).toBe("/admin/login");
          expect(answer.setCookie).toMatch(/^staff_session=;.*Max-Age=0/);
        } else {
          expect(answer.status, `${file} action`).toBe(401);
        }
      }
    },
  );

  it.each([...ownerOnlyModules])("%s: a staff user gets 403 from the loader and the action", async (file) => {
    const mod = modules.get(file)!;
    expect(mod.loader, `${file} must have a loader`).toBeTypeOf("function");
    const loaded = await outcome(() =>
      mod.loader!({ request: request(file, { headers: { Cookie: staffCookie } }), params, context }),
    );
    expect(loaded.status).toBe(403);
    if (mod.action) {
      const acted = await outcome(() =>
        mod.action!({ request: post(file, { Cookie: staffCookie }), params, context }),
      );
      expect(acted.status).toBe(403);
    }
  });

  it.each(
    moduleFiles.filter(
      (file) => !publicModules.has(file) && file !== signOutModule && !technicianModules.has(file),
    ),
  )("%s: a technician gets 403 from the loader and the action", async (file) => {
    const mod = modules.get(file)!;
    const headers = { Cookie: technicianCookie };
    if (mod.loader) {
      const loaded = await outcome(() =>
        mod.loader!({ request: request(file, { headers }), params, context }),
      );
      expect(loaded.status, `${file} loader`).toBe(403);
    }
    if (mod.action) {
      const acted = await outcome(() => mod.action!({ request: post(file, headers), params, context }));
      expect(acted.status, `${file} action`).toBe(403);
    }
  });

  it("a technician's dashboard is their visits, and the shell lets them in", async () => {
    const headers = { Cookie: technicianCookie };
    const dashboard = await outcome(() =>
      modules.get("dashboard.tsx")!.loader!({
        request: request("dashboard.tsx", { headers }),
        params,
        context,
      }),
    );
    expect(dashboard).toMatchObject({ status: 302, location: "/admin/jobs" });
    const shell = await outcome(() =>
      modules.get("layout.tsx")!.loader!({ request: request("layout.tsx", { headers }), params, context }),
    );
    expect(shell.status).toBe(200);
  });

  it("login.tsx is open: its loader serves the form to an anonymous visitor", async () => {
    const mod = modules.get("login.tsx")!;
    const answer = await outcome(() =>
      mod.loader!({ request: new Request("http://127.0.0.1/admin/login"), params: {}, context }),
    );
    expect(answer.status).toBe(200);
  });
});
