import path from "node:path";

/** Server settings from the environment, with the defaults the README lists. */
export type ServerConfig = {
  port: number;
  host: string;
  /** Folder of the built site (HTML, assets, images). */
  clientDir: string;
  /** SQLite file used when DATABASE_URL is not set. */
  sqlitePath: string;
  /** postgres://... to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Requests per minute allowed per address on each form endpoint. */
  formRateLimit: number;
  /** Behind a proxy, trust X-Forwarded-For for the visitor's address. */
  trustProxy: boolean;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const rate = Number(env.FORM_RATE_LIMIT ?? 5);
  if (!Number.isInteger(rate) || rate < 1) throw new Error(`FORM_RATE_LIMIT must be a positive integer, got "${env.FORM_RATE_LIMIT}"`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    clientDir: path.resolve(root, env.CLIENT_DIR ?? "build/client"),
    sqlitePath: path.resolve(root, env.SQLITE_PATH ?? "data/site.db"),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    formRateLimit: rate,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
}
