// React Router 7's package exports name only its development build (dist/development), so every app bundles
// it with the development warnings on; the production build beside it differs in that one constant. The
// browser build takes the production files. The server keeps the development ones: the request handler
// (@react-router/express) loads React Router from node_modules itself, and the server build must share that
// copy (loaders' results are checked with instanceof). Decision 073.
import type { Plugin } from "vite";

const entries = new Set(["react-router", "react-router/dom"]);

export function routerProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!entries.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes("/react-router/dist/development/")) return resolved;
      return { ...resolved, id: resolved.id.replace("/dist/development/", "/dist/production/") };
    },
  };
}
