import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { storefrontChunks, tamilTwinsList } from "./vite.chunks";
import { routerProductionBuild } from "./vite.router-production";

export default defineConfig({
  plugins: [routerProductionBuild(), tailwindcss(), reactRouter(), tsconfigPaths(), tamilTwinsList()],
  build: {
    // Terser makes every storefront page's scripts 3.7 KB (gzip) lighter than esbuild's minifier does; the
    // server build is not minified (below). Vite reads this option from here, not from an environment.
    minify: "terser",
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 2 } },
    // Fonts stay files, however small: inlined into the stylesheet, the language switch's Tamil label font
    // (app.css) would cost every page, Tamil or English, its bytes.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  environments: {
    ssr: { build: { minify: false } },
    client: {
      build: {
        rollupOptions: {
          output: {
            manualChunks: storefrontChunks(),
            // Shared files are named by their hash alone: every file names the ones it imports, and the
            // group names ("shared-booking-form-") cost each storefront page 0.8 KB of gzip. Tamil text
            // files keep their "ta-" mark; route files keep their names; the Tamil twins list goes by the
            // groups' names (vite.chunks.ts), not the files'.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith("ta-") ? "assets/ta-[hash].js" : "assets/[hash].js",
          },
        },
      },
    },
  },
});
