// Test support for hostile-input tests: the real app on a fresh database,
// listening on a loopback port, plus helpers that talk to it over real
// sockets (what an attacker controls is the bytes and their timing).
import { mkdtemp, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../../server/app";
import type { DatabaseOptions } from "../../server/db/database";
import { createTestDatabase } from "./database";

export type ListeningApp = {
  app: FastifyInstance;
  port: number;
  base: string;
  kind: "sqlite" | "postgres";
  /** To open the same database a second time and check what was stored. */
  dbOptions: DatabaseOptions;
  close(): Promise<void>;
};

/**
 * Builds and starts the app. Rate limits and load shedding by event-loop
 * utilisation are lifted unless `options` sets them (a test process's own
 * work keeps its loop busy); `beforeListen` may add test routes.
 */
export async function startListeningApp(
  options: Partial<AppOptions> = {},
  beforeListen?: (app: FastifyInstance) => void | Promise<void>,
): Promise<ListeningApp> {
  const database = await createTestDatabase();
  const clientDir = options.clientDir ?? (await mkdtemp(path.join(os.tmpdir(), "site-client-")));
  const app = await buildApp({
    logLevel: "silent",
    trustProxy: false,
    checkStaffAnswers: true,
    sqlitePath: database.sqlitePath,
    databaseUrl: database.databaseUrl,
    formRateLimit: 10_000,
    formRateLimitTotal: 10_000,
    maxEventLoopUtilization: 1,
    // Off (under-pressure reads 0 as "no check"): on a machine loaded by other
    // work a sample can hold no delay reading at all, which the plugin counts
    // as an infinite delay, and forms were shed with 503 in tests about
    // something else. The overload test sets its own.
    maxEventLoopDelayMs: 0,
    ...options,
    clientDir,
  });
  await beforeListen?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    base: `http://127.0.0.1:${port}`,
    kind: database.kind,
    dbOptions: { sqlitePath: database.sqlitePath, databaseUrl: database.databaseUrl },
    close: async () => {
      await app.close();
      await database.cleanup();
      if (!options.clientDir) await rm(clientDir, { recursive: true, force: true });
    },
  };
}

type RawExchange = {
  /** Everything the server sent. */
  answer: string;
  /** Milliseconds from connecting until the server's first byte (or Infinity). */
  firstByteMs: number;
  /** Milliseconds from connecting until the connection closed. */
  closedMs: number;
  /** Bytes of the request the client had written when the first answer byte arrived. */
  writtenAtAnswer: number;
};

/**
 * Opens a socket, lets `talk` write to it (at its own pace), and collects the
 * answer until the server closes the connection or `giveUpMs` passes.
 */
export function exchange(port: number, talk: (socket: net.Socket, written: () => number) => void, giveUpMs = 5000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const start = Date.now();
    let answer = "";
    let firstByteMs = Infinity;
    let writtenAtAnswer = -1;
    let written = 0;
    const socket = net.connect(port, "127.0.0.1");
    const write = socket.write.bind(socket);
    socket.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      written += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
      return write(chunk, ...rest);
    }) as typeof socket.write;
    socket.once("connect", () => talk(socket, () => written));
    socket.on("data", (chunk) => {
      if (firstByteMs === Infinity) {
        firstByteMs = Date.now() - start;
        writtenAtAnswer = written;
      }
      answer += chunk.toString("latin1");
    });
    const done = () => {
      clearTimeout(timer);
      resolve({ answer, firstByteMs, closedMs: Date.now() - start, writtenAtAnswer });
    };
    socket.once("close", done);
    socket.on("error", () => undefined);
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
  });
}

/** The status code of a raw HTTP answer, or 0 when there was none. */
export function statusOf(answer: string): number {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
  return match ? Number(match[1]) : 0;
}

/** The JSON body of a raw HTTP answer (Content-Length framed), or undefined. */
export function jsonOf(answer: string): unknown {
  const at = answer.indexOf("\r\n\r\n");
  if (at < 0) return undefined;
  try {
    return JSON.parse(answer.slice(at + 4));
  } catch {
    return undefined;
  }
}
