// For tests: a real HTTP server standing in for the CRM. It verifies every
// request's Standard Webhooks signature with the shared secret (401 when it
// does not match) and answers with the statuses a test queues (500, 429, ...)
// before answering 200.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

type WebhookRequest = {
  /** webhook-id */
  id: string;
  body: Record<string, unknown> | undefined;
  raw: string;
  headers: http.IncomingHttpHeaders;
  /** The signature matched the secret (and the timestamp was recent). */
  verified: boolean;
  /** What we answered. */
  status: number;
  receivedAt: number;
};

export type WebhookReceiver = {
  url: string;
  /** Every request, failed or not, in arrival order. */
  requests: WebhookRequest[];
  /** Requests answered 2xx with a valid signature: what the CRM took in. */
  accepted(): WebhookRequest[];
  /** Answer the next requests with these statuses, in order, then 200 again. */
  answerNext(...statuses: number[]): void;
  /** Hold requests without answering (a CRM that hangs). */
  stall(on: boolean): void;
  waitFor(done: (accepted: WebhookRequest[]) => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const requests: WebhookRequest[] = [];
  const queued: number[] = [];
  let stalled = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (stalled) return; // never answered; the sender's timeout ends it
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> | undefined;
      let verified = false;
      try {
        body = verifier.verify(raw, req.headers as Record<string, string>) as Record<string, unknown>;
        verified = true;
      } catch {
        verified = false;
      }
      const status = !verified ? 401 : (queued.shift() ?? 200);
      requests.push({
        id: String(req.headers["webhook-id"] ?? ""),
        body,
        raw,
        headers: req.headers,
        verified,
        status,
        receivedAt: Date.now(),
      });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const accepted = () => requests.filter((r) => r.verified && r.status < 300);
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    accepted,
    answerNext: (...statuses) => queued.push(...statuses),
    stall: (on) => {
      stalled = on;
    },
    async waitFor(done, what, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done(accepted())) {
        if (Date.now() > deadline)
          throw new Error(
            `webhook: waited ${timeoutMs / 1000} s for ${what}; got ${requests.map((r) => `${r.status}${r.verified ? "" : " (bad signature)"}`).join(", ") || "nothing"}`,
          );
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
