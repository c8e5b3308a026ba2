import type { Database } from "./client.server";

/**
 * A hot query built once per database and reused: the query builder's work (about half of a short read on
 * PGlite) is done once, and on PostgreSQL the statement is parsed once per connection. `build` must end in
 * `.prepare(name)` with a name no other query uses, and take every value that varies as a placeholder.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
