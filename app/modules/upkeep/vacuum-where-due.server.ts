import { sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";

export type TableUpkeep = { table: string; vacuum: boolean; analyze: boolean };

/**
 * The tables PostgreSQL's autovacuum would vacuum or analyze now, by its own rules (PostgreSQL 18,
 * "Routine Vacuuming", "The Autovacuum Daemon"), with the database's autovacuum settings:
 *   - vacuum when the dead rows exceed min(max threshold, base threshold + scale factor × rows), when the
 *     rows inserted since the last vacuum exceed the insert threshold + insert scale factor × rows × the
 *     share of the table not yet frozen, or when the table's oldest transaction id is older than
 *     autovacuum_freeze_max_age (the guard against transaction id wraparound);
 *   - analyze when the rows inserted, updated or deleted since the last analyze exceed the analyze
 *     threshold + analyze scale factor × rows.
 * "Rows" is the planner's estimate (pg_class.reltuples; -1, never counted, is taken as 0). Written for the
 * embedded database's PostgreSQL 18 (`relallfrozen` and `autovacuum_vacuum_max_threshold` are new in 18).
 */
export async function tablesDueForUpkeep(db: Database): Promise<TableUpkeep[]> {
  // This backend's counters reach the shared statistics when it goes idle, at most once a second: asked
  // to, it hands them over as this statement ends, so the decision counts every change made so far.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const setting = (name: string) => sql.raw(`current_setting('${name}')::float8`);
  const rows = sql`greatest(c.reltuples, 0)`;
  const unfrozen = sql`(1 - least(c.relallfrozen::float8 / greatest(c.relpages, 1), 1))`;
  const result = await db.execute(sql`
    SELECT s.relname AS "table",
           (s.n_dead_tup > least(${setting("autovacuum_vacuum_max_threshold")},
                                 ${setting("autovacuum_vacuum_threshold")} + ${setting("autovacuum_vacuum_scale_factor")} * ${rows})
            OR (${setting("autovacuum_vacuum_insert_threshold")} >= 0
                AND s.n_ins_since_vacuum > ${setting("autovacuum_vacuum_insert_threshold")}
                  + ${setting("autovacuum_vacuum_insert_scale_factor")} * ${rows} * ${unfrozen})
            OR age(c.relfrozenxid) > ${setting("autovacuum_freeze_max_age")}) AS "vacuum",
           s.n_mod_since_analyze > ${setting("autovacuum_analyze_threshold")}
             + ${setting("autovacuum_analyze_scale_factor")} * ${rows} AS "analyze"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
    ORDER BY s.relname`);
  return (result as { rows: TableUpkeep[] }).rows.filter((row) => row.vacuum || row.analyze);
}

/**
 * Vacuums and analyzes the tables that are due (tablesDueForUpkeep), one at a time, and returns them. For
 * the embedded database only: it runs as a single backend without autovacuum, so nothing else ever takes
 * back the space of deleted and updated rows, refreshes the planner's statistics or marks pages all-visible
 * (which lets scans skip checking each row). PostgreSQL's own autovacuum does this for a server.
 */
export async function vacuumWhereDue(db: Database): Promise<TableUpkeep[]> {
  const due = await tablesDueForUpkeep(db);
  for (const { table, vacuum, analyze } of due) {
    const name = sql.identifier(table);
    if (vacuum) await db.execute(analyze ? sql`VACUUM (ANALYZE) ${name}` : sql`VACUUM ${name}`);
    else await db.execute(sql`ANALYZE ${name}`);
  }
  return due;
}
