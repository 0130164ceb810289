import net from "node:net";

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/**
 * A loopback port nobody listens on. With BENCH_PORT set (several people
 * benchmarking on one machine each get a range), it scans BENCH_PORT to
 * BENCH_PORT+99; otherwise the system picks one. `avoid` skips ports this run
 * has already handed out but not yet bound.
 */
export async function findFreePort(avoid: number[] = [], host = "127.0.0.1"): Promise<number> {
  const start = Number(process.env.BENCH_PORT ?? 0);
  if (!Number.isInteger(start) || start < 0 || start > 65535)
    throw new Error(`BENCH_PORT must be a port number, got "${process.env.BENCH_PORT}"`);
  if (start === 0) {
    for (;;) {
      const port = await new Promise<number>((resolve, reject) => {
        const srv = net.createServer();
        srv.once("error", reject);
        srv.listen({ port: 0, host }, () => {
          const addr = srv.address();
          srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
        });
      });
      if (port && !avoid.includes(port)) return port;
    }
  }
  for (let port = start; port < Math.min(start + 100, 65536); port++) {
    if (!avoid.includes(port) && (await canListen(port, host))) return port;
  }
  throw new Error(`No free port between ${start} and ${start + 99} (BENCH_PORT).`);
}
