import { spawn } from "node:child_process";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../../db/client.server";
import { auditLog, staffUsers } from "../../../db/schema";
import { repoRoot } from "../../../tests/support/server-process";
import { testBackends, type ScratchDatabase } from "../../../tests/support/test-database";
import { bootstrapOwner } from "./bootstrap-owner.server";
import { verifyPassword } from "./password.server";
import { createSession, readSession } from "./sessions.server";

type Result = { status: number | null; stdout: string; stderr: string };

function resetPassword(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(repoRoot, "scripts/admin-reset-password.ts"), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, ADMIN_PASSWORD: "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

describe.each(testBackends())("npm run admin:reset-password on $name", { timeout: 180_000 }, (backend) => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await backend.scratch();
  });
  afterAll(async () => {
    await scratch.dispose();
  });

  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
    const database = await openDatabase(scratch.options);
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it("sets ADMIN_PASSWORD for admin, ends admin's sessions, and audits it", async () => {
    const token = await (async () => {
      const database = await openDatabase(scratch.options);
      try {
        await database.migrate();
        await bootstrapOwner(database.db, { password: "first-owner-password" });
        const [admin] = await database.db.select().from(staffUsers).where(eq(staffUsers.username, "admin"));
        return await createSession(database.db, admin!.id);
      } finally {
        await database.close();
      }
    })();

    const result = await resetPassword([], { ...scratch.env, ADMIN_PASSWORD: "second-owner-password" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Password for "admin" changed; 1 session ended.');
    expect(result.stdout).not.toContain("second-owner-password");

    await withDatabase(async (db) => {
      const [admin] = await db.select().from(staffUsers).where(eq(staffUsers.username, "admin"));
      expect(await verifyPassword("second-owner-password", admin!.passwordHash)).toBe(true);
      expect(await verifyPassword("first-owner-password", admin!.passwordHash)).toBe(false);
      expect(await readSession(db, token)).toBeNull();
      const audit = await db.select().from(auditLog).where(eq(auditLog.action, "staff.password_reset"));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ userId: null, entityId: String(admin!.id) });
    });
  });

  it("without ADMIN_PASSWORD and no terminal, generates a password and prints it once", async () => {
    const result = await resetPassword(["admin"], scratch.env);
    expect(result.status, result.stderr).toBe(0);
    const printed = /New password \(shown once, keep it safe\): (\S+)/.exec(result.stdout)?.[1];
    expect(printed).toMatch(/^[\w-]{24}$/);
    await withDatabase(async (db) => {
      const [admin] = await db.select().from(staffUsers).where(eq(staffUsers.username, "admin"));
      expect(await verifyPassword(printed!, admin!.passwordHash)).toBe(true);
    });
  });

  it("refuses an unknown username", async () => {
    const result = await resetPassword(["nobody"], { ...scratch.env, ADMIN_PASSWORD: "some-long-password" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('There is no staff user named "nobody".');
  });

  if (backend.name === "pglite") {
    it("refuses clearly while another process (the server) holds the data folder", async () => {
      const database = await openDatabase(scratch.options);
      try {
        const result = await resetPassword([], { ...scratch.env, ADMIN_PASSWORD: "third-owner-password" });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(
          "Cannot reset the password while the server is running on this data folder.",
        );
        expect(result.stderr).toContain(`pid ${process.pid}`);
      } finally {
        await database.close();
      }
    });
  }
});
