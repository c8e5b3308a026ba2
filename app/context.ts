import type { Database } from "../db/client.server";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** Resolves when the database answers; rejects when it cannot be reached. */
    pingDatabase(): Promise<void>;
    /** The visitor's address (Express's req.ip: the proxy's X-Forwarded-For from loopback), for rate limits. */
    clientAddress: string;
  }
}

export {};
