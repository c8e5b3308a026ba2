// React Router 7 ships a production build (dist/production) beside its development build, but its package
// exports name only dist/development, so every app bundles React Router with its development warnings on
// (remix-run/react-router issue 14102). The two builds differ in one constant, ENABLE_DEV_WARNINGS; with it
// false the minifier drops the warnings and their messages. The browser build takes the production files.
// The server keeps the development build: the request handler (@react-router/express) loads React Router
// from node_modules itself, and the server build must share that one copy (data() and redirects are checked
// with instanceof).
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
