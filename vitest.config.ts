import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/routes/**/*.test.tsx",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most integration files wait on server processes they start: two at a time keeps both cores busy.
    maxWorkers: 2,
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // Server code reads the Tamil texts synchronously, as the server build does (entry.server imports it).
    setupFiles: ["app/i18n/tamil.server.ts"],
  },
});
