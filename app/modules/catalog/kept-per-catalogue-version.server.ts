import type { Database } from "../../../db/client.server";

/**
 * A read of the catalogue kept per database handle with the catalogue version it was read at (decision 066).
 * Once something is kept, a call asks `currentVersion` (the request's own read of the version) and answers
 * from what is kept when the two agree: any write to a product or a brand moves the version. Otherwise, and
 * on the first call, it reads again. `read` returns the version its data is at: read in the same statement,
 * or before the data, which is then at least as new.
 */
export function keptPerCatalogueVersion<T extends { version: string }>(
  read: (db: Database) => Promise<T>,
): (db: Database, currentVersion: () => Promise<string>) => Promise<T> {
  const kept = new WeakMap<Database, T>();
  return async (db, currentVersion) => {
    const known = kept.get(db);
    if (known && known.version === (await currentVersion())) return known;
    const fresh = await read(db);
    kept.set(db, fresh);
    return fresh;
  };
}
