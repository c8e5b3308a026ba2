import type { Database } from "../db/client.server";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** Resolves when the database answers; rejects when it cannot be reached. */
    pingDatabase(): Promise<void>;
    /**
     * The catalogue version (decision 007), as the page cache reads it: one read shared by the requests
     * waiting for it, never older than the request, and on the embedded database no read at all while
     * nothing else was sent to it.
     */
    catalogueVersion(): Promise<string>;
    /** The visitor's address (Express's req.ip: the proxy's X-Forwarded-For from loopback), for rate limits. */
    clientAddress: string;
  }
}

export {};
