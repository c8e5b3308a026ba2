/**
 * `npm start`: builds when the build is missing or older than the sources, then serves it.
 * Migrations and the first seed run as the server opens the database.
 */
import { buildIfStale } from "./build-if-stale";

process.env.NODE_ENV ??= "production";
buildIfStale();

await import("../server/index.ts");
