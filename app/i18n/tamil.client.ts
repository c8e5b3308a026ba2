import { registerTamilIndex } from "./text";

// The browser fetches the Tamil files one namespace at a time, and their list only when a page first needs
// Tamil (an English page never does); the server has them all (tamil.server.ts). Kept out of text.ts so that
// plain Node (the browser tests' helpers) can import modules that hold texts.
registerTamilIndex(() => import("./tamil-files.client").then((module) => module.tamilFiles));
