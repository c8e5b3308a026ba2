import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { storefrontChunks, tamilTwinsList } from "./vite.chunks";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), tamilTwinsList()],
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: storefrontChunks() } } } },
  },
});
