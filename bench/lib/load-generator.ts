// Load for bench/serve.ts: wrk when it is installed (a C load generator costs
// the server less CPU), otherwise a small keep-alive loop in Node. Both keep a
// fixed number of connections busy for a fixed time on loopback.
import { spawnSync } from "node:child_process";
import http from "node:http";

export type LoadOptions = { connections: number; threads: number; durationS: number; headers: Record<string, string> };
export type LoadResult = { requestsPerSec: number; bytesPerSec: number; latencyAvgMs: number; errors: number; non2xx: number };

export function findWrk(): string | undefined {
  const r = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : undefined;
}

const sizeUnits: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
const timeUnits: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Reads the summary wrk prints (requests/sec, transfer/sec, latency, errors). */
export function parseWrk(out: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!rps) throw new Error(`Could not read wrk's output:\n${out}`);
  const transfer = /Transfer\/sec:\s+([\d.]+)([KMGT]?B)/.exec(out);
  const latency = /Latency\s+([\d.]+)(us|ms|[smh])/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    requestsPerSec: Number(rps[1]),
    bytesPerSec: transfer ? Number(transfer[1]) * sizeUnits[transfer[2]!]! : Number.NaN,
    latencyAvgMs: latency ? Number(latency[1]) * timeUnits[latency[2]!]! : Number.NaN,
    errors: socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

export function runWrk(wrk: string, url: string, o: LoadOptions): LoadResult {
  const args = [`-t${o.threads}`, `-c${o.connections}`, `-d${o.durationS}s`, "--latency"];
  for (const [k, v] of Object.entries(o.headers)) args.push("-H", `${k}: ${v}`);
  const r = spawnSync(wrk, [...args, url], { encoding: "utf8", timeout: (o.durationS + 30) * 1000 });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr || r.stdout}`);
  return parseWrk(r.stdout);
}

/** The fallback: `connections` loops, each sending its next request when the last answer ended. */
export async function runNodeLoad(url: string, o: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  let done = 0;
  let bytes = 0;
  let errors = 0;
  let non2xx = 0;
  let latencySum = 0;
  const start = performance.now();
  const end = start + o.durationS * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers: o.headers }, (res) => {
        if ((res.statusCode ?? 0) >= 400) non2xx++;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => {
          done++;
          latencySum += performance.now() - t0;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  return {
    requestsPerSec: done / seconds,
    bytesPerSec: bytes / seconds,
    latencyAvgMs: done ? latencySum / done : Number.NaN,
    errors,
    non2xx,
  };
}
