import pg from "pg";

/** Runs one statement (CREATE DATABASE, DROP DATABASE) on its own connection to a PostgreSQL server. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
