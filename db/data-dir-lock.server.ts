import fs from "node:fs";
import path from "node:path";

import { DataDirError } from "./data-dir-check.server";

export class DataDirLockedError extends DataDirError {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data folder for this process: a lock file holding our pid. A lock left by a process that
 * is gone is stale and taken over; a live one refuses with a message naming the pid.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      let isFolder = false;
      try {
        isFolder = fs.statSync(dataDir).isDirectory();
      } catch {
        // reported below
      }
      if (code !== "EEXIST" || !isFolder) {
        throw new DataDirError(
          `DATA_DIR ${path.resolve(dataDir)}: cannot create the folder or its lock file ${lockPath} (${code ?? String(error)}).`,
        );
      }
    }
    const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `The data folder ${path.resolve(dataDir)} is already in use by another process (pid ${holder}). ` +
          `Stop that process first, or set DATA_DIR to a different folder. ` +
          `To share one database between processes, use PostgreSQL through DATABASE_URL.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock on the data folder ${path.resolve(dataDir)}.`);
}
