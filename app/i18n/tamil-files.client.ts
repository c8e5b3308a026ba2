import type { TamilModule } from "./text";

/**
 * The browser's Tamil text files, one loader each. Only a page that shows Tamil fetches this list: it goes
 * in the Tamil twin of the framework's file (vite.chunks.ts), which every Tamil page preloads.
 */
export const tamilFiles = import.meta.glob<TamilModule>("/app/**/texts/ta/*.ts");
