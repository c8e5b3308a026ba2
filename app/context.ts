import type { Database } from "../db/client.server";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** Resolves when the database answers; rejects when it cannot be reached. */
    pingDatabase(): Promise<void>;
  }
}

export {};
