/** Starts the built server (`node --import tsx server/index.ts`) as a child process for process tests. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A new temporary DATA_DIR; a copy of `template` (a migrated, unseeded PGlite folder) when there is one,
 * so the server's start skips initdb and the migrations.
 */
export function freshDataDir(prefix: string, template: string | undefined): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
};

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

export async function healthStatus(baseUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return undefined;
  }
}

/** Polls /healthz until it answers `status`; fails early with the server's output if it exits. */
export async function waitForHealth(server: ServerProcess, status = 200, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: number | undefined;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    last = await healthStatus(server.baseUrl);
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/healthz answered ${last ?? "nothing"}, not ${status}, in time:\n${server.output()}`);
}

/** Sends SIGTERM and waits for the exit code; kills it outright if it hangs. */
export async function stopServer(server: ServerProcess, timeoutMs = 20_000): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
