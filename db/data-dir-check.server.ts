import fs from "node:fs";
import path from "node:path";

/** DATA_DIR cannot be used as it is; the message names the folder and what is wrong. */
export class DataDirError extends Error {}

const untouched =
  "Nothing in it was changed. Fix the folder, point DATA_DIR to another one, or restore a backup " +
  "(npm run db:restore) into an empty folder.";

function problem(dataDir: string, what: string): DataDirError {
  return new DataDirError(`DATA_DIR ${path.resolve(dataDir)}: ${what}. ${untouched}`);
}

function accessProblem(error: unknown, what: string, action = "used"): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EROFS") return `${what} is on a read-only file system`;
  const user = process.getuid ? ` by this process (user id ${process.getuid()})` : "";
  if (code === "EACCES" || code === "EPERM") return `${what} cannot be ${action}${user}`;
  return `${what} cannot be ${action} (${code ?? (error as Error).message})`;
}

function checkAccess(dataDir: string, file: string, what: string, directory: boolean): void {
  const { R_OK, W_OK, X_OK } = fs.constants;
  for (const [mode, action] of [
    [R_OK | (directory ? X_OK : 0), "read"],
    [W_OK, "written"],
  ] as const) {
    try {
      fs.accessSync(file, mode);
    } catch (error) {
      throw problem(dataDir, accessProblem(error, what, action));
    }
  }
}

/** Every file and folder under `dir` must be readable and writable: PGlite writes all over its cluster. */
function checkTree(dataDir: string, dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const what = `the database file ${path.relative(dataDir, full)}`;
    if (entry.isDirectory()) {
      checkAccess(dataDir, full, what, true);
      checkTree(dataDir, full);
    } else if (entry.isFile()) {
      checkAccess(dataDir, full, what, false);
    }
  }
}

/**
 * Checks DATA_DIR before PGlite opens it, so a folder that is a file, unreadable, read-only or holds a
 * partial cluster stops start-up with a clear message instead of a WebAssembly abort, or worse, a new
 * empty database created over the remains of the old one. A missing or empty folder is fine: a fresh
 * database is created there.
 */
export function checkDataDir(dataDir: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return;
    if (code === "ENOTDIR") throw problem(dataDir, "a part of the path is a file, not a folder");
    throw problem(dataDir, accessProblem(error, "the folder", "reached"));
  }
  if (!stat.isDirectory()) throw problem(dataDir, "it is a file, not a folder");
  checkAccess(dataDir, dataDir, "the folder", true);

  const pgdata = path.join(dataDir, "pgdata");
  let entries: string[];
  try {
    if (!fs.statSync(pgdata).isDirectory()) throw problem(dataDir, "pgdata is a file, not a folder");
    checkAccess(dataDir, pgdata, "the database folder pgdata", true);
    entries = fs.readdirSync(pgdata);
  } catch (error) {
    if (error instanceof DataDirError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw problem(dataDir, accessProblem(error, "the database folder pgdata", "read"));
  }
  if (entries.length === 0) return;
  if (!entries.includes("PG_VERSION") || !fs.existsSync(path.join(pgdata, "global", "pg_control"))) {
    throw problem(
      dataDir,
      "pgdata holds files but not a complete database (PG_VERSION or global/pg_control is missing): " +
        "it may be damaged or only partly copied, so no new database is created over it",
    );
  }
  checkTree(dataDir, pgdata);
}
