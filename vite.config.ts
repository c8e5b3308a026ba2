import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { storefrontChunks, tamilTwinsList } from "./vite.chunks";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), tamilTwinsList()],
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            manualChunks: storefrontChunks(),
            // Shared files are named by their hash alone: every file names the ones it imports, and the
            // group names ("shared-booking-form-") cost each storefront page 0.8 KB of gzip. Route files keep
            // their names; vite.chunks.ts names the groups for the Tamil twins list.
            chunkFileNames: "assets/[hash].js",
          },
        },
      },
    },
  },
});
