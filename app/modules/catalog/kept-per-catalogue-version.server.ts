import type { Database } from "../../../db/client.server";

/**
 * A read of the catalogue kept per database handle with the catalogue version it was read at (decision 066).
 * Called with the version a request has just read, it answers from the kept read when the two agree (any
 * write to a product or a brand moves the version) and reads again otherwise. `read` returns the version its
 * data is at: read in the same statement, or before the data, which is then at least as new.
 */
export function keptPerCatalogueVersion<T extends { version: string }>(
  read: (db: Database) => Promise<T>,
): (db: Database, version: string) => Promise<T> {
  const kept = new WeakMap<Database, T>();
  return async (db, version) => {
    const known = kept.get(db);
    if (known?.version === version) return known;
    const fresh = await read(db);
    kept.set(db, fresh);
    return fresh;
  };
}
