import { registerTamil, type TamilModule } from "./text";

// The browser fetches the Tamil files one namespace at a time; the server has them all (tamil.server.ts).
// Kept out of text.ts so that plain Node (the browser tests' helpers) can import modules that hold texts.
registerTamil(import.meta.glob<TamilModule>("/app/**/texts/ta/*.ts"));
