import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries: modules never import routes, and nothing that can reach the
// browser imports Drizzle, the table definitions or a *.server module. Type-only imports are erased from
// every bundle, so they stay allowed.
const noRoutes = { group: ["**/routes/**"], message: "Modules and components must not import routes." };
const noDrizzle = {
  regex: "^drizzle-orm(/|$)",
  allowTypeImports: true,
  message: "Browser code must not import Drizzle: only *.server.ts files touch the database.",
};
const noTableDefinitions = {
  regex: "(^|/)db/[^/]*schema$",
  allowTypeImports: true,
  message: "Browser code must not import the table definitions: take value lists from db/enums.ts.",
};
const noServerModules = {
  regex: "\\.server$",
  allowTypeImports: true,
  message: "Only route modules and *.server files may import a *.server module.",
};
// Layers: routes -> modules -> components, lib, i18n, pwa (and db). The lower layers never import a module,
// not even a type: a module's words, components and rules stay in the module (docs/architecture.md).
const noModules = {
  group: ["~/modules/**", "**/modules/**"],
  message: "app/components, app/lib, app/i18n and app/pwa sit below the modules: they never import one.",
};
// The back office calls the domain modules, never the other way round.
const noBackOffice = {
  group: ["**/admin-*/**"],
  message: "Domain modules never import a back-office module (admin-*): the back office calls them.",
};
const domainModules = { files: ["app/modules/**/*.{ts,tsx}"], ignores: ["app/modules/admin-*/**"] };
const lowerLayers = [
  "app/components/**/*.{ts,tsx}",
  "app/lib/**/*.{ts,tsx}",
  "app/i18n/**/*.{ts,tsx}",
  "app/pwa/**/*.{ts,tsx}",
];
const serverOnlyAppFiles = ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "app/entry.server.tsx"];
const routeModules = ["app/routes/**/*.{ts,tsx}", "app/root.tsx"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "backups/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/only-throw-error": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noRoutes] }],
    },
  },
  {
    // Everything under app/ can end up in a browser bundle except *.server files, the server entry and tests.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...serverOnlyAppFiles, ...routeModules],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noRoutes, noDrizzle, noTableDefinitions, noServerModules] },
      ],
    },
  },
  {
    files: lowerLayers,
    ignores: serverOnlyAppFiles,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noRoutes, noModules, noDrizzle, noTableDefinitions, noServerModules] },
      ],
    },
  },
  {
    // Server files and tests of the lower layers may use the database, but not a module either.
    files: lowerLayers.map((glob) => glob.replace("*.{ts,tsx}", "*.{server,test}.{ts,tsx}")),
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noRoutes, noModules] }],
    },
  },
  {
    // Route modules call *.server modules from their loaders and actions, which the build keeps on the
    // server; what the page renders still must not need Drizzle or the table definitions.
    files: routeModules,
    ignores: serverOnlyAppFiles,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noDrizzle, noTableDefinitions] }],
    },
  },
  {
    // The browser imports db/enums.ts, so it stays a leaf: no Drizzle, no other database file.
    files: ["db/enums.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            noDrizzle,
            { regex: "^\\.", message: "db/enums.ts is read by the browser: it imports nothing." },
          ],
        },
      ],
    },
  },
  {
    // Storefront links and forms stay in the page's language (/ta/...): they come from app/i18n/link.tsx.
    files: ["app/components/**/*.tsx", "app/modules/**/*.tsx", "app/routes/store/**/*.tsx"],
    ignores: ["app/components/admin/**", "app/modules/admin-*/**", "app/modules/staff/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form"],
              message: "Use Link, NavLink and Form from ~/i18n/link: they keep the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    files: domainModules.files,
    ignores: [...domainModules.ignores, ...serverOnlyAppFiles],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noRoutes, noBackOffice, noDrizzle, noTableDefinitions, noServerModules] },
      ],
    },
  },
  {
    files: ["app/modules/**/*.{server,test}.{ts,tsx}"],
    ignores: domainModules.ignores,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noRoutes, noBackOffice] }],
    },
  },
  {
    // Route tests load a route module's loader, action and page below the browser.
    files: ["tests/routes/**/*.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["**/*.js"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
