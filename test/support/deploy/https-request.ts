// Requests to the recipe as a visitor makes them: over TLS with the throwaway
// certificate trusted, from a chosen loopback address (127.0.0.2, ...), so
// that nginx sees different visitors.
import http from "node:http";
import https from "node:https";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The visitor's own address (any of 127.0.0.0/8 on Linux). */
  from?: string;
  ca?: Buffer;
};

export function request(url: string, o: RequestOptions = {}): Promise<Answer> {
  const u = new URL(url);
  const lib = u.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      u,
      { method: o.method ?? "GET", headers: o.headers, localAddress: o.from, ca: o.ca, agent: false, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${url} within 15 s`)));
    req.on("error", reject);
    req.end(o.body);
  });
}
