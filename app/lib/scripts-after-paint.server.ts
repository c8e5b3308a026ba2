import { noteEarlyTaps } from "./early-taps";

/**
 * A page whose scripts are fetched once it has painted (docs/decisions/067-scripts-fetched-after-paint.md).
 *
 * React Router announces every module the page hydrates with as `<link rel="modulepreload">` in the head and
 * imports the route modules statically from an inline module script. Every page is rendered whole on the
 * server, and its links and forms work before hydration, so the scripts are not needed for the first paint;
 * fetched alongside it, they share a slow link with the stylesheet, the fonts and the first screen's
 * pictures. Here the head's module preloads come out, and the inline script waits for the browser's first
 * contentful paint, then announces the same modules (at low priority, in the same order, so hydration needs
 * no request chain) and imports the route modules as React Router did. A hidden page, or a browser without
 * paint timing, starts at once. It also notes the buttons pressed before hydration, which are pressed again
 * once the page has hydrated (early-taps.ts).
 *
 * Call it before the scripts are hashed for the CSP (pageWithPolicy): the script's text changes. A page
 * whose module script is not React Router's production loader (the development server's) is left as it is.
 */
export function withScriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  const loader = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/.exec(html);
  if (headEnd === -1 || !loader || !loader[2]!.includes("window.__reactRouterRouteModules")) return html;

  const routeImport = /^import \* as (route\d+) from ("[^"\\]+");$/gm;
  const routes = [...loader[2]!.matchAll(routeImport)].map(([, name, url]) => ({ name: name!, url: url! }));
  const body = loader[2]!
    .replace(routeImport, "")
    .replace(/^[\s;]+/, "")
    .trim();
  if (routes.length === 0 || /^\s*import\s*[^\s(]/m.test(body)) return html;

  const preload = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
  const preloads = [...html.slice(0, headEnd).matchAll(preload)].map((match) => match[1]!);

  const script =
    noteEarlyTaps +
    `const preloads=${JSON.stringify(preloads)};let started=false;` +
    `const start=()=>{if(started)return;started=true;` +
    `for(const href of preloads){const link=document.createElement("link");link.rel="modulepreload";` +
    `link.setAttribute("fetchpriority","low");link.href=href;document.head.append(link)}` +
    `Promise.all([${routes.map((route) => `import(${route.url})`).join(",")}])` +
    `.then(([${routes.map((route) => route.name).join(",")}])=>{${body}})};` +
    `const fcp="first-contentful-paint";` +
    `if(document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes?.includes("paint")` +
    `||performance.getEntriesByName(fcp).length>0)start();` +
    `else new PerformanceObserver((list)=>{if(list.getEntriesByName(fcp).length>0)start()})` +
    `.observe({type:"paint",buffered:true});`;

  const page =
    html.slice(0, loader.index) +
    `<script${loader[1]}>${script}</script>` +
    html.slice(loader.index + loader[0].length);
  const pageHeadEnd = page.indexOf("</head>");
  return page.slice(0, pageHeadEnd).replace(preload, "") + page.slice(pageHeadEnd);
}
