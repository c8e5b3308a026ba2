/**
 * Logical backups: every table of db/schema.ts as JSON rows, the same for PGlite and PostgreSQL.
 * Values go through PostgreSQL's own JSON conversion (row_to_json out, json_populate_recordset in), so
 * timestamps keep their microseconds and jsonb stays structured.
 */
import fs from "node:fs";
import path from "node:path";

import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

import type { Database } from "./client.server";
import * as schema from "./schema";

const BACKUP_FORMAT = "appliance-shop-backup";
const BACKUP_VERSION = 1;

export class BackupError extends Error {}

type Row = Record<string, unknown>;

export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: string;
  migration: { hash: string; count: number };
  tables: Record<string, Row[]>;
};

type TableInfo = {
  table: PgTable;
  name: string;
  /** Columns a dump holds and a restore inserts: every column except generated ones. */
  columns: PgColumn[];
  orderBy: string[];
};

type Executor = Pick<Database, "execute">;

async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/**
 * Tables a dump leaves out and a restore leaves alone: rate-limit windows are minutes of bookkeeping, the
 * catalogue version must only ever move forward (the restore's own writes to products move it on), and the
 * shop's facet cells are counts the triggers on products keep.
 */
export const unsavedTables = new Set(["rate_limit_hits", "catalogue_version", "shop_facet_cells"]);

/** The schema's saved tables, parents before children (foreign-key order). */
export function tablesInDependencyOrder(): TableInfo[] {
  const tables = Object.values(schema as Record<string, unknown>).filter(
    (value): value is PgTable => is(value, PgTable) && !unsavedTables.has(getTableConfig(value).name),
  );
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered: TableInfo[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();

  function visit(name: string) {
    if (done.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through table ${name}`);
    visiting.add(name);
    const table = byName.get(name)!;
    const config = getTableConfig(table);
    for (const foreignKey of config.foreignKeys) {
      const parent = getTableConfig(foreignKey.reference().foreignTable).name;
      if (parent !== name && byName.has(parent)) visit(parent);
    }
    visiting.delete(name);
    done.add(name);
    const primary = config.columns.filter((column) => column.primary).map((column) => column.name);
    const composite = config.primaryKeys[0]?.columns.map((column) => column.name) ?? [];
    ordered.push({
      table,
      name,
      columns: config.columns.filter((column) => !column.generated),
      orderBy: primary.length > 0 ? primary : composite,
    });
  }

  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

/** The newest migration applied to this database: a dump only fits a database at the same one. */
async function latestMigration(db: Executor): Promise<{ hash: string; count: number }> {
  const [exists] = await query<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists?.present) {
    throw new BackupError("The database has no schema yet: no migrations have been applied to it.");
  }
  const [latest] = await query<{ hash: string; count: number }>(
    db,
    sql`SELECT (SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1) AS hash,
               (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS count`,
  );
  if (!latest?.hash) {
    throw new BackupError("The database has no schema yet: no migrations have been applied to it.");
  }
  return { hash: latest.hash, count: latest.count };
}

function columnList(columns: PgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/** Reads every row of every table in one repeatable-read snapshot. */
export async function createBackup(db: Database, source: string): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const migration = await latestMigration(tx);
      const tables: Record<string, Row[]> = {};
      for (const info of tablesInDependencyOrder()) {
        const order =
          info.orderBy.length > 0
            ? sql` ORDER BY ${sql.join(
                info.orderBy.map((name) => sql.identifier(name)),
                sql`, `,
              )}`
            : sql``;
        const rows = await query<{ row: Row }>(
          tx,
          sql`SELECT row_to_json(t) AS row FROM (SELECT ${columnList(info.columns)} FROM ${sql.identifier(info.name)}${order}) t`,
        );
        tables[info.name] = rows.map(({ row }) => row);
      }
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source,
        migration,
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export function defaultBackupPath(now = new Date()): string {
  return path.join("backups", `shop-${now.toISOString().replace(/[:.]/g, "-")}.json`);
}

/**
 * Writes next to the target and renames over it, so a crash or a full disk never leaves half a backup
 * under its name. A target that is not a regular file (a device such as /dev/stdout) is written directly.
 */
export function writeBackupFile(file: string, backup: Backup): void {
  const target = path.resolve(file);
  const text = JSON.stringify(backup, null, 1) + "\n";
  let temp: string | undefined;
  try {
    const existing = fs.statSync(target, { throwIfNoEntry: false });
    if (existing && !existing.isFile()) {
      if (existing.isDirectory()) throw new Error("it is a folder");
      fs.writeFileSync(target, text);
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    temp = `${target}.${process.pid}.tmp`;
    const fd = fs.openSync(temp, "w", 0o600);
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, target);
  } catch (error) {
    if (temp) fs.rmSync(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOSPC"
        ? "the disk is full"
        : code === "EDQUOT"
          ? "the disk quota is used up"
          : error instanceof Error
            ? error.message
            : String(error);
    throw new BackupError(
      `Could not write the backup to ${file}: ${reason}. No backup file was written` +
        `${existingNote(target)}; free some space or choose another place and run it again.`,
    );
  }
}

function existingNote(target: string): string {
  return fs.statSync(target, { throwIfNoEntry: false })?.isFile()
    ? " (the file already there was left as it was)"
    : "";
}

function valueSchema(column: PgColumn): z.ZodType {
  let base: z.ZodType;
  switch (column.dataType) {
    case "string":
    case "date":
      base = z.string();
      break;
    case "number":
      base = z.number();
      break;
    case "bigint":
      base = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]);
      break;
    case "boolean":
      base = z.boolean();
      break;
    case "json":
      return z.json();
    default:
      base = z.unknown();
  }
  return column.notNull ? base : base.nullable();
}

function backupSchema() {
  const tables = tablesInDependencyOrder();
  return z.strictObject({
    format: z.literal(BACKUP_FORMAT, { error: `is not "${BACKUP_FORMAT}"` }),
    version: z.literal(BACKUP_VERSION, { error: `is not ${BACKUP_VERSION}, the version this shop reads` }),
    createdAt: z.string(),
    source: z.string(),
    migration: z.object({ hash: z.string().min(1), count: z.number().int().nonnegative() }),
    tables: z.strictObject(
      Object.fromEntries(
        tables.map((info) => [
          info.name,
          z.array(
            z.strictObject(
              Object.fromEntries(info.columns.map((column) => [column.name, valueSchema(column)])),
            ),
          ),
        ]),
      ),
    ),
  });
}

/** Parses and checks a backup file's text; throws a BackupError that says what is wrong. */
export function parseBackup(text: string, label = "The backup file"): Backup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new BackupError(`${label} is not valid JSON (${(error as Error).message}); it may be damaged.`);
  }
  const result = backupSchema().safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((issue) => {
      const where = issue.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`));
      return `  ${where.join("").replace(/^\./, "") || "(file)"}: ${issue.message}`;
    });
    const more = result.error.issues.length > 5 ? `\n  ...and ${result.error.issues.length - 5} more` : "";
    throw new BackupError(`${label} is not a backup this shop can restore:\n${issues.join("\n")}${more}`);
  }
  return result.data;
}

export function readBackupFile(file: string): Backup {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseBackup(text, file);
}

const INSERT_BATCH_ROWS = 500;

export type RestoreSummary = Record<string, number>;

/**
 * Replaces every row of every table with the backup's, in one transaction: on any error nothing changes.
 * The database must be at the same migration the backup was taken at.
 */
export async function restoreBackup(db: Database, backup: Backup): Promise<RestoreSummary> {
  const tables = tablesInDependencyOrder();
  const current = await latestMigration(db);
  if (current.hash !== backup.migration.hash) {
    throw new BackupError(
      `This backup was taken from a database at a different schema version ` +
        `(${backup.migration.count} migrations, latest ${backup.migration.hash.slice(0, 12)}) ` +
        `than this one (${current.count} migrations, latest ${current.hash.slice(0, 12)}). ` +
        `Restore it with the version of the shop that made it, then upgrade. Nothing was changed.`,
    );
  }

  return db.transaction(async (tx) => {
    for (const info of [...tables].reverse()) await tx.execute(sql`DELETE FROM ${sql.identifier(info.name)}`);

    const summary: RestoreSummary = {};
    for (const info of tables) {
      const rows = backup.tables[info.name] ?? [];
      const columns = columnList(info.columns);
      for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
        const batch = JSON.stringify(rows.slice(start, start + INSERT_BATCH_ROWS));
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(info.name)} (${columns}) OVERRIDING SYSTEM VALUE
              SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(info.name)}, ${batch}::json)`,
        );
      }
      summary[info.name] = rows.length;

      const sequences = await query<{ column: string; sequence: string }>(
        tx,
        sql`SELECT attname AS column, pg_get_serial_sequence(${info.name}, attname) AS sequence
            FROM pg_attribute
            WHERE attrelid = ${info.name}::regclass AND attnum > 0 AND NOT attisdropped
              AND pg_get_serial_sequence(${info.name}, attname) IS NOT NULL`,
      );
      for (const { column, sequence } of sequences) {
        const name = sql.identifier(column);
        await tx.execute(
          sql`SELECT setval(${sequence}, coalesce((SELECT max(${name}) FROM ${sql.identifier(info.name)}), 0) + 1, false)`,
        );
      }
    }
    return summary;
  });
}
