// Fails when the project's own TypeScript files import each other in a circle, counting type-only imports
// too: a cycle makes the load order matter and keeps two files from being understood or moved apart.
// Also fails when two feature modules (app/modules/*) depend on each other in a circle, even through
// different files, so every module dependency points one way. Part of `npm run lint`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const sourceDirs = ["app", "db", "server", "scripts", "bench", "tests"];
const skipDirs = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report"]);

function listSources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listSources(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

const compilerOptions: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ES2022,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
  baseUrl: root,
  paths: { "~/*": ["./app/*"] },
};

/** Every file under the source folders, with the project files it imports (relative or `~/`). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, false);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".") && !fileName.startsWith("~/")) continue;
      const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && resolved.resolvedFileName !== file) {
        targets.add(resolved.resolvedFileName);
      }
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components with more than one member (Tarjan), each sorted, as the cycles found. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) cycles.push(members.sort());
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The feature module a file belongs to (`app/modules/<name>/...`), or null. */
function moduleOf(file: string): string | null {
  const match = /^app\/modules\/([^/]+)\//.exec(path.relative(root, file).split(path.sep).join("/"));
  return match ? match[1]! : null;
}

/** Which files of one module import which files of another, for each pair of modules. */
export function moduleGraph(graph: Map<string, string[]>): Map<string, Map<string, string[]>> {
  const modules = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const edges = modules.get(from) ?? new Map<string, string[]>();
      modules.set(from, edges);
      const via = edges.get(to) ?? [];
      edges.set(to, via);
      via.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
    }
  }
  return modules;
}

function main() {
  const files = sourceDirs.flatMap((dir) => listSources(path.join(root, dir)));
  const graph = importGraph(files);
  const fileCycles = findCycles(graph);
  const modules = moduleGraph(graph);
  const moduleEdges = new Map([...modules].map(([from, edges]) => [from, [...edges.keys()]]));
  const moduleCycles = findCycles(moduleEdges);

  for (const cycle of fileCycles) {
    console.error(`Import cycle between ${cycle.length} files:`);
    for (const file of cycle) console.error(`  ${path.relative(root, file)}`);
  }
  for (const cycle of moduleCycles) {
    console.error(`Modules depend on each other in a circle: ${cycle.join(", ")}`);
    for (const from of cycle) {
      for (const [to, via] of modules.get(from) ?? []) {
        if (!cycle.includes(to)) continue;
        for (const edge of via) console.error(`  ${edge}`);
      }
    }
  }
  if (fileCycles.length > 0 || moduleCycles.length > 0) process.exit(1);
  console.log(`No import cycles among ${files.length} files or between the app's modules.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
