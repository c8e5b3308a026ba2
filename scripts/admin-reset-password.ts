/**
 * `npm run admin:reset-password [username]`: sets a new password for a back-office user (default `admin`)
 * and ends that user's sessions. The password comes from ADMIN_PASSWORD, else it is asked for (on a
 * terminal), else one is generated and printed once. With PGlite the server must be stopped first: only
 * one process may open the data folder. With PostgreSQL (DATABASE_URL) it may run beside the server.
 */
import readline from "node:readline";

import { EnvError, getEnv } from "../app/lib/env.server";
import { generatePassword } from "../app/modules/staff/password.server";
import {
  resetPasswordFromCommandLine,
  UnknownStaffUserError,
} from "../app/modules/staff/reset-password.server";
import { minStaffPasswordLength } from "../app/modules/staff/staff-rules";
import { usernameSchema } from "../app/modules/staff/staff.schema";
import { openDatabase } from "../db/client.server";
import { DataDirError } from "../db/data-dir-check.server";
import { DataDirLockedError } from "../db/data-dir-lock.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let muted = false;
    const output = rl as unknown as { _writeToOutput(text: string): void };
    const write = output._writeToOutput.bind(rl);
    output._writeToOutput = (text: string) => {
      if (!muted || text.includes("\n")) write(muted ? "\n" : text);
    };
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}

async function choosePassword(
  fromEnv: string | undefined,
): Promise<{ password: string; generated: boolean }> {
  if (fromEnv) return { password: fromEnv, generated: false };
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const first = await askHidden(
    `New password (at least ${minStaffPasswordLength} characters; leave empty to generate one): `,
  );
  if (first === "") return { password: generatePassword(), generated: true };
  if (first.length < minStaffPasswordLength)
    fail(`The password must be at least ${minStaffPasswordLength} characters.`);
  const again = await askHidden("Type it again: ");
  if (again !== first) fail("The two passwords differ; nothing was changed.");
  return { password: first, generated: false };
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(
    "Usage: npm run admin:reset-password [-- username]\n\n" +
      "Sets a new password for a back-office user (default: admin) and signs them out everywhere.\n" +
      "The password is taken from ADMIN_PASSWORD, asked for on a terminal, or generated and printed once.\n" +
      "With PGlite (DATA_DIR) stop the server first: the data folder can be open in one process only.\n" +
      "With PostgreSQL (DATABASE_URL) it can run while the server is up.",
  );
  process.exit(0);
}

let env;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const parsedName = usernameSchema.safeParse(args.find((arg) => !arg.startsWith("-")) ?? "admin");
if (!parsedName.success) fail(`Invalid username: ${parsedName.error.issues[0]?.message ?? ""}`);
const username = parsedName.data;

let database;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(`Cannot reset the password while the server is running on this data folder.\n${error.message}`);
  }
  if (error instanceof DataDirError) fail(error.message);
  throw error;
}

try {
  await database.migrate();
  const { password, generated } = await choosePassword(env.ADMIN_PASSWORD);
  const result = await resetPasswordFromCommandLine(database.db, username, password);
  if (result.created) console.log(`Created the owner account "${username}".`);
  else {
    console.log(
      `Password for "${username}" changed; ${result.sessionsEnded} session${result.sessionsEnded === 1 ? "" : "s"} ended.`,
    );
  }
  if (!result.active)
    console.log(`Note: "${username}" is deactivated; an owner must reactivate the account.`);
  if (generated) console.log(`New password (shown once, keep it safe): ${password}`);
} catch (error) {
  if (error instanceof UnknownStaffUserError) {
    await database.close();
    fail(error.message);
  }
  await database.close();
  throw error;
}
await database.close();
