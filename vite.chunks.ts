// How the browser build groups modules into files. Left alone, Rollup makes one file per distinct set of
// pages that share a module: ~180 files, many under 1 KB, and 40-60 requests per storefront page. Here:
//   framework  React, React DOM, React Router, what the root imports, and what both the store layout and
//              the back office import: every page needs them.
//   store      what only the store layout imports: every storefront page needs it, the back office does not.
//   shared-*   code two or more storefront pages import. It starts as one file per set of pages (admin pages
//              that import it count in the set); while a storefront page would load more than
//              maxSharedFiles of them, the two files whose merging costs the pages the fewest unneeded
//              bytes become one.
// Code one page imports stays in that page's file; code reached only through import() (lazy sections, the
// drawer sheet, form schemas) or only from admin pages is left to Rollup.
//   ta-*       the Tamil text files (<module>/texts/ta/<name>.ts, fetched with import()) go with their English
//              twin: "ta-" + the name of the file that holds <module>/texts/en/<name>.ts (a route's own file when only
//              that page uses it). A Tamil page then needs one Tamil file per file of its own that holds
//              English text, and entry.server.tsx preloads exactly those (tamil-preloads.server.ts). The
//              store's Tamil texts and the list of all Tamil files go in the framework's twin, which every
//              Tamil page loads: one request fewer, and English pages never load the list.
import type { Plugin, Rollup } from "vite";

import { tamilTwinsFile } from "./app/i18n/tamil-preloads.server";

/** Shared files a storefront page may load on top of entry, framework, store, root, layout, page. */
const maxSharedFiles = 6;

/**
 * Shared files plus their Tamil twins a Tamil page may load: on top of the six files above, the one Tamil
 * file of framework and store, and the page's Tamil twin (18 requests in all, scripts/page-budgets.ts).
 */
const maxSharedWithTamil = 10;

const englishText = /\/texts\/en\/[^/]+\.ts$/;

/**
 * How much an admin page's unneeded bytes count against a merge, next to a storefront page's 1. At 0 the
 * back office loads storefront groups whole (bookings grew by 10 KB); at 1 its pages crowd the storefront's
 * merges (checkout grew by 2 KB). Staff pages are fewer and on better connections, so they count a quarter.
 */
const adminPageWeight = 0.25;

const framework = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
/** Rollup's CommonJS interop and Vite's preload helper, which the framework's own modules use. */
const bundlerHelper = /^\0|\/vite\/preload-helper/;
const script = /\.[cm]?[jt]sx?($|\?)/;
const routeModule = /\/app\/(root\.tsx|routes\/.*)$/;
const storefrontRoute = /\/app\/(root\.tsx|routes\/store\/)/;
const rootRoute = /\/app\/root\.tsx$/;
const storeLayoutRoute = /\/app\/routes\/store\/layout\.tsx$/;
const adminRoute = /\/app\/routes\/admin\//;
const tamilText = /\/app\/.+\/texts\/ta\/[^/]+\.ts$/;
/** The list of Tamil files (tamil-files.client.ts), which only pages that show Tamil fetch. */
const tamilIndex = /\/app\/i18n\/tamil-files\.client\.ts$/;
/**
 * Pages that gather what other pages show (the customer's account and its sign-in, the grievance pages, a
 * maintenance contract): they share a little with many groups, and grouping or merging for them would make
 * the pages shoppers land on load more (the contract page took checkout 0.6 KB over). They load the groups
 * the other pages make, and the budget check says what that costs them.
 */
const gatheringRoute = /\/app\/routes\/store\/(account|sign-in|grievance|grievance-status|amc)\.tsx$/;

/**
 * Back-office pages that list what other pages make (the breach register, the warranty claims board and a
 * claim): like the gathering pages, they load the groups the other pages make rather than shape them
 * (adding the breach register to the groups' sets moved the merges and grew checkout by 1.3 KB; the claims
 * pages grew checkout and the customer's visit page by 1.2 and 3.3 KB; the owner's day cash page, with its
 * form, took the customer's visit page 2.5 KB over; the maintenance contracts desk, the product editor 1.2 KB).
 */
const gatheringAdminRoute = /\/app\/routes\/admin\/(breaches|claims|claim-detail|day-cash|amc)\.tsx$/;

export interface Group {
  pages: Set<string>;
  size: number;
  modules: string[];
  /** Modules the group's modules import. */
  imports: Set<string>;
  /** Whether one of its modules imports the store layout's file: every page that loads it loads that too. */
  importsStore: boolean;
  /** Whether it holds English texts: a Tamil page then loads its Tamil twin too. */
  hasText: boolean;
}

/**
 * Bytes that pages of one group would load for the other's modules if the two became one file. A merge
 * that would make an admin page load the store layout's file (through a module that imports it) is never
 * worth it.
 */
function mergeCost(a: Group, b: Group): number {
  const newPages = (from: Group, to: Group) => [...to.pages].filter((page) => !from.pages.has(page));
  const bringsStoreToAdmin = (from: Group, to: Group) =>
    from.importsStore && newPages(from, to).some((page) => adminRoute.test(page));
  if (bringsStoreToAdmin(a, b) || bringsStoreToAdmin(b, a)) return Number.POSITIVE_INFINITY;
  const extra = (from: Group, to: Group) =>
    newPages(from, to).reduce((sum, page) => sum + (storefrontRoute.test(page) ? 1 : adminPageWeight), 0);
  return a.size * extra(a, b) + b.size * extra(b, a);
}

/** A page that loads a group loads the groups it imports too. */
function spreadPages(groups: Group[]) {
  const groupOf = new Map<string, Group>();
  for (const group of groups) for (const id of group.modules) groupOf.set(id, group);
  for (let changed = true; changed;) {
    changed = false;
    for (const group of groups) {
      for (const id of group.imports) {
        const imported = groupOf.get(id);
        if (!imported || imported === group) continue;
        for (const page of group.pages) {
          if (imported.pages.has(page)) continue;
          imported.pages.add(page);
          changed = true;
        }
      }
    }
  }
}

/**
 * Merges groups until no page loads more than `limit` of them, nor more than `limitWithTamil` counting the
 * Tamil twins of those that hold texts; returns the groups left.
 */
export function mergeGroups(groups: Group[], limit: number, limitWithTamil: number): Group[] {
  const left = [...groups];
  for (;;) {
    spreadPages(left);
    const pages = new Map<string, { files: number; withTamil: number }>();
    for (const group of left) {
      for (const page of group.pages) {
        const count = pages.get(page) ?? { files: 0, withTamil: 0 };
        pages.set(page, { files: count.files + 1, withTamil: count.withTamil + (group.hasText ? 2 : 1) });
      }
    }
    const crowded = [...pages]
      .filter(
        ([page, count]) =>
          (count.files > limit || count.withTamil > limitWithTamil) &&
          storefrontRoute.test(page) &&
          !gatheringRoute.test(page),
      )
      .map(([page]) => page);
    if (crowded.length === 0) return left;
    let best: [number, number, number] | undefined;
    for (let i = 0; i < left.length; i++) {
      for (let j = i + 1; j < left.length; j++) {
        const a = left[i]!;
        const b = left[j]!;
        if (!crowded.some((page) => a.pages.has(page) && b.pages.has(page))) continue;
        const cost = mergeCost(a, b);
        if (!best || cost < best[0]) best = [cost, i, j];
      }
    }
    if (!best) return left;
    const [, i, j] = best;
    const a = left[i]!;
    const b = left.splice(j, 1)[0]!;
    left[i] = {
      pages: new Set([...a.pages, ...b.pages]),
      size: a.size + b.size,
      modules: [...a.modules, ...b.modules],
      imports: new Set([...a.imports, ...b.imports]),
      importsStore: a.importsStore || b.importsStore,
      hasText: a.hasText || b.hasText,
    };
  }
}

/** A readable name for a group: its largest module's file name. */
function groupName(group: Group, info: Rollup.GetModuleInfo): string {
  const largest = [...group.modules].sort(
    (a, b) => (info(b)?.code?.length ?? 0) - (info(a)?.code?.length ?? 0),
  )[0]!;
  const file = /([^/]+?)(\.[cm]?[jt]sx?)?(\?.*)?$/.exec(largest)?.[1] ?? "chunk";
  return `shared-${file}`;
}

export function storefrontChunks(): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;

  function plan(info: Rollup.GetModuleInfo, ids: IterableIterator<string>): Map<string, string> {
    /**
     * The route entries that import the module, directly or through other static imports, and whether an
     * import() reaches it too.
     */
    const importersOf = (id: string): { routes: string[]; lazy: boolean } => {
      const routes: string[] = [];
      let lazy = false;
      const seen = new Set([id]);
      const queue = [id];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const module = info(next);
        if (!module) continue;
        if (module.isEntry) routes.push(next);
        if (module.dynamicImporters.length > 0) lazy = true;
        for (const importer of module.importers) {
          if (seen.has(importer)) continue;
          seen.add(importer);
          queue.push(importer);
        }
      }
      return { routes, lazy };
    };

    const chunks = new Map<string, string>();
    const groups = new Map<string, Group>();
    const sorted = [...ids].sort();
    for (const id of sorted) {
      if (framework.test(id) || bundlerHelper.test(id)) chunks.set(id, "framework");
      // Route modules stay with their route entry (the root's brings the stylesheet along).
      if (chunks.has(id) || !script.test(id) || info(id)?.isEntry || routeModule.test(id)) continue;
      const { routes, lazy } = importersOf(id);
      const routeFiles = [...new Set(routes.map((route) => route.replace(/\?.*$/, "")))];
      // The gathering pages do not shape the groups: the others' files stay as they would be without them.
      const storefront = routeFiles.filter((route) => storefrontRoute.test(route));
      const shaping = storefront.filter((route) => !gatheringRoute.test(route));
      const pages = shaping.length > 0 ? shaping : storefront;
      if (pages.some((route) => rootRoute.test(route))) chunks.set(id, "framework");
      else if (pages.some((route) => storeLayoutRoute.test(route))) {
        chunks.set(id, routes.some((route) => adminRoute.test(route)) ? "framework" : "store");
      }
      // A module of one storefront page that an admin page, a split-off route chunk or an import() also
      // loads would get a file of its own: group it too.
      else if (pages.length >= 2 || (pages.length === 1 && (routes.length > 1 || lazy))) {
        // Admin pages that import it join the set, so they load a group of what they share with the
        // storefront rather than a storefront group that happens to contain it.
        const grouped = [
          ...pages,
          ...routeFiles.filter((route) => adminRoute.test(route) && !gatheringAdminRoute.test(route)),
        ].sort();
        const key = grouped.join("|");
        const group = groups.get(key) ?? {
          pages: new Set(grouped),
          size: 0,
          modules: [],
          imports: new Set(),
          importsStore: false,
          hasText: false,
        };
        group.size += info(id)?.code?.length ?? 0;
        group.modules.push(id);
        if (englishText.test(id)) group.hasText = true;
        for (const imported of info(id)?.importedIds ?? []) group.imports.add(imported);
        groups.set(key, group);
      }
    }
    for (const group of groups.values()) {
      group.importsStore = [...group.imports].some((id) => chunks.get(id) === "store");
    }
    for (const group of mergeGroups([...groups.values()], maxSharedFiles, maxSharedWithTamil)) {
      const name = groupName(group, info);
      for (const id of group.modules) chunks.set(id, name);
    }
    for (const id of sorted.filter((module) => tamilText.test(module))) {
      const english = id.replace(/\/texts\/ta\/([^/]+)$/, "/texts/en/$1");
      const pages = importersOf(english).routes.filter((route) => storefrontRoute.test(route));
      const routeFile = pages.length === 1 ? /([^/]+)\.tsx?(\?.*)?$/.exec(pages[0]!)?.[1] : undefined;
      const twin = chunks.get(english) ?? routeFile;
      // Every Tamil page loads the framework's and the store's twins: one file, one request fewer.
      if (twin) chunks.set(id, twin === "store" ? "ta-framework" : `ta-${twin}`);
    }
    // With the framework's own Tamil texts, which every Tamil page preloads: no request of its own.
    for (const id of sorted.filter((module) => tamilIndex.test(module))) chunks.set(id, "ta-framework");
    return chunks;
  }

  return (id, { getModuleInfo, getModuleIds }) => {
    chunkOf ??= plan(getModuleInfo, getModuleIds());
    return chunkOf.get(id);
  };
}

/**
 * Writes the browser build's list of Tamil twins (see tamil-preloads.server.ts): for each "ta-<name>" file,
 * the URLs of the files named <name>. The server and the budget check read the list, not the file names.
 */
export function tamilTwinsList(): Plugin {
  return {
    name: "tamil-twins-list",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const twins: Record<string, string> = {};
      for (const tamil of chunks.filter((chunk) => chunk.name.startsWith("ta-"))) {
        for (const english of chunks.filter((chunk) => chunk.name === tamil.name.slice(3))) {
          twins[`/${english.fileName}`] = `/${tamil.fileName}`;
        }
      }
      this.emitFile({ type: "asset", fileName: tamilTwinsFile, source: JSON.stringify(twins, null, 1) });
    },
  };
}
