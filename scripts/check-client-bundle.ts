// Fails when the browser build carries Drizzle: a sign that a file the browser loads imports the table
// definitions or the query builder (lint refuses the direct imports; this catches the indirect ones). Fails too
// when it carries React Router's development build, which its package exports name for every build
// (vite.router-production.ts, decision 073).
// `npm test` runs it right after `react-router build`. Usage: check-client-bundle.ts [build/client]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Drizzle names its internals with global symbols (`Symbol.for("drizzle:Columns")` and the like); minifiers
 * keep the strings, so any table definition or query builder in a chunk leaves one of these behind.
 */
const drizzleMarker =
  /drizzle:(?:entityKind|Name|Schema|Columns|OriginalName|BaseName|IsDrizzleTable|ViewBaseConfig)\b/g;

/** The distinct Drizzle markers in one chunk's source, sorted; none for a clean chunk. */
export function drizzleTraces(source: string): string[] {
  return [...new Set(source.match(drizzleMarker) ?? [])].sort();
}

/** A warning only React Router's development build has (it sits behind ENABLE_DEV_WARNINGS). */
const routerDevelopmentMarker = "You rendered descendant <Routes>";

function listScripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function main() {
  const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR || "build", "client"));
  let files: string[];
  try {
    files = listScripts(clientDir);
  } catch {
    console.error(`No browser build at ${clientDir}: run \`npx react-router build\` first.`);
    process.exit(1);
  }
  if (files.length === 0) {
    console.error(`No JavaScript under ${clientDir}: run \`npx react-router build\` first.`);
    process.exit(1);
  }
  const scripts = files.map((file) => ({ file, source: readFileSync(file, "utf8") }));
  const offenders = scripts
    .map(({ file, source }) => ({ file, traces: drizzleTraces(source) }))
    .filter(({ traces }) => traces.length > 0);
  for (const { file, traces } of offenders) {
    console.error(
      `Drizzle code in a browser chunk: ${path.relative(clientDir, file)} (${traces.join(", ")})`,
    );
  }
  if (offenders.length > 0) {
    console.error(
      "Something the browser loads imports a table definition or drizzle-orm; take values from db/enums.ts.",
    );
    process.exit(1);
  }
  const development = scripts.filter(({ source }) => source.includes(routerDevelopmentMarker));
  for (const { file } of development) {
    console.error(`React Router's development build in a browser chunk: ${path.relative(clientDir, file)}`);
  }
  if (development.length > 0) {
    console.error("The browser build must take React Router's production files (vite.router-production.ts).");
    process.exit(1);
  }
  console.log(
    `No Drizzle code and no React Router development build in the ${files.length} browser scripts.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
