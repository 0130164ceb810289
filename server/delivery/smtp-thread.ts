// The SMTP conversation on a thread of its own. SMTP takes a few round trips
// per message, and each reply waits for the event loop; while the forms keep
// the main loop busy (on SQLite every commit is a synchronous fsync) a turn
// can take most of a second, which held mail back until the load passed. On
// its own thread nodemailer answers the mail server at once; the main thread
// only hands over built messages and reads back the outcome.
//
// The thread runs plain JavaScript (eval) that requires nodemailer by the
// absolute path resolved here, so it works the same from the sources (tsx,
// vitest) and from the bundled server, without a second build entry.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type SmtpMessage = {
  from: string;
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

/** What a failed send says, as nodemailer reports it (code, SMTP reply, permanent or not). */
export type SmtpFailure = { message: string; code?: string; responseCode?: number; response?: string; permanent?: boolean; originalCode?: string };

export type ThreadedTransport = {
  send(message: SmtpMessage, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
};

const THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const nodemailer = require(workerData.nodemailer);
const transport = nodemailer.createTransport(workerData.options);
const inFlight = new Map();
const failure = (e) => ({
  message: String((e && e.message) || e), code: e && e.code, responseCode: e && e.responseCode,
  response: e && e.response, permanent: e && e.permanent, originalCode: e && e.originalCode,
});
parentPort.on("message", (m) => {
  if (m.type === "send") {
    const controller = new AbortController();
    inFlight.set(m.id, controller);
    const deadline = setTimeout(() => controller.abort(), workerData.deadlineMs);
    for (const a of m.message.attachments) a.content = Buffer.from(a.content);
    transport.sendMail(Object.assign({}, m.message, { signal: controller.signal })).then(
      () => parentPort.postMessage({ id: m.id, ok: true }),
      (e) => parentPort.postMessage({ id: m.id, ok: false, error: failure(e) }),
    ).finally(() => { clearTimeout(deadline); inFlight.delete(m.id); });
  } else if (m.type === "abort") {
    const c = inFlight.get(m.id);
    if (c) c.abort();
  } else if (m.type === "close") {
    transport.close({ force: true });
    parentPort.close();
  }
});
`;

const nodemailerPath = createRequire(import.meta.url).resolve("nodemailer");

export function createThreadedTransport(options: Record<string, unknown>, deadlineMs: number): ThreadedTransport {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, { resolve: () => void; reject: (e: SmtpFailure) => void }>();

  const start = () => {
    const w = new Worker(THREAD, { eval: true, workerData: { nodemailer: nodemailerPath, options, deadlineMs } });
    // An idle pool must not keep the process alive (the server's close ends it anyway).
    w.unref();
    w.on("message", (m: { id: number; ok: boolean; error?: SmtpFailure }) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.ok) p?.resolve();
      else p?.reject(m.error!);
    });
    const lost = (message: string) => {
      if (worker === w) worker = undefined;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject({ message, code: "ECONNECTION" });
      }
    };
    w.on("error", (e) => lost(`the SMTP thread failed: ${e.message}`));
    w.on("exit", () => lost("the SMTP thread stopped"));
    return w;
  };

  return {
    send(message, signal) {
      worker ??= start();
      const w = worker;
      const id = ++seq;
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => w.postMessage({ type: "abort", id });
        signal.addEventListener("abort", onAbort, { once: true });
        const done = () => signal.removeEventListener("abort", onAbort);
        pending.set(id, {
          resolve: () => (done(), resolve()),
          reject: (e) => (done(), reject(Object.assign(new Error(e.message), e))),
        });
        w.postMessage({ type: "send", id, message });
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (!w) return;
      w.postMessage({ type: "close" });
      await Promise.race([new Promise((r) => w.once("exit", r)), new Promise((r) => setTimeout(r, 2000).unref())]);
      await w.terminate();
    },
  };
}
