// A database of its own in a PostgreSQL cluster (the one TEST_DATABASE_URL
// names), for a benchmark run; dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

export async function createThrowawayDatabase(clusterUrl: string, prefix = "udyamitra_bench"): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: clusterUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
