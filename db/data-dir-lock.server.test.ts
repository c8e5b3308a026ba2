import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

let dir: string;
let lockFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
  lockFile = path.join(dir, "server.lock");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A live process that is not us: the holder of a lock we must respect. */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  return { pid: child.pid!, stop: () => child.kill("SIGKILL") };
}

describe("lockDataDir", () => {
  it("creates the folder and a lock file holding our pid", () => {
    const nested = path.join(dir, "new", "data");
    const release = lockDataDir(nested);
    expect(fs.readFileSync(path.join(nested, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses while another live process holds the lock, naming its pid", () => {
    const holder = otherProcess();
    try {
      fs.writeFileSync(lockFile, String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`already in use by another process \\(pid ${holder.pid}\\)`),
      );
      expect(fs.readFileSync(lockFile, "utf8")).toBe(String(holder.pid));
    } finally {
      holder.stop();
    }
  });

  it("takes over a stale lock left by a process that is gone", () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(lockFile, String(gone));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock file that holds no pid", () => {
    fs.writeFileSync(lockFile, "garbage");
    lockDataDir(dir)();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("removes the lock on release, and a second release is harmless", () => {
    const release = lockDataDir(dir);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    release();
    lockDataDir(dir)();
  });

  it("does not remove a lock that another process took after ours", () => {
    const release = lockDataDir(dir);
    const holder = otherProcess();
    try {
      fs.writeFileSync(lockFile, String(holder.pid));
      release();
      expect(fs.readFileSync(lockFile, "utf8")).toBe(String(holder.pid));
    } finally {
      holder.stop();
    }
  });
});
