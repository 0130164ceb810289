// The SMTP thread's own file (smtp-thread.ts starts it). SMTP takes a few
// round trips per message, and each reply waits for the event loop; while the
// forms keep the main loop busy (on SQLite every commit is a synchronous
// fsync) a turn can take most of a second, which held mail back until the
// load passed. On its own thread nodemailer answers the mail server at once.
//
// Kept free of project imports: Node runs it as it is (type stripping, so
// erasable syntax only) from the sources, and the build writes it as its own
// entry, smtp-worker.mjs, beside main.mjs. The messages both threads exchange
// are typed here and imported as types by smtp-thread.ts.
import nodemailer from "nodemailer";
import { parentPort, workerData } from "node:worker_threads";

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
export type SmtpFailure = {
  message: string;
  code?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
  originalCode?: string;
};

export type WorkerSettings = { options: Record<string, unknown>; deadlineMs: number };

export type ToWorker = { type: "send"; id: number; message: SmtpMessage } | { type: "abort"; id: number } | { type: "close" };
export type FromWorker = { id: number; ok: true } | { id: number; ok: false; error: SmtpFailure };

function failure(e: unknown): SmtpFailure {
  const error = (typeof e === "object" && e !== null ? e : {}) as Partial<Record<keyof SmtpFailure, unknown>>;
  const text = (key: keyof SmtpFailure) => (typeof error[key] === "string" ? (error[key] as string) : undefined);
  return {
    message: text("message") ?? String(e),
    code: text("code"),
    responseCode: typeof error.responseCode === "number" ? error.responseCode : undefined,
    response: text("response"),
    permanent: typeof error.permanent === "boolean" ? error.permanent : undefined,
    originalCode: text("originalCode"),
  };
}

// Only when started as a worker: importing the file for its types does nothing.
if (parentPort) {
  const port = parentPort;
  const { options, deadlineMs } = workerData as WorkerSettings;
  const transport = nodemailer.createTransport(options);
  const inFlight = new Map<number, AbortController>();
  port.on("message", (m: ToWorker) => {
    if (m.type === "send") {
      const controller = new AbortController();
      inFlight.set(m.id, controller);
      const deadline = setTimeout(() => controller.abort(), deadlineMs);
      // Buffers arrive as Uint8Arrays from the other thread.
      const attachments = m.message.attachments.map((a) => ({ ...a, content: Buffer.from(a.content) }));
      const answer = (reply: FromWorker) => port.postMessage(reply);
      transport
        .sendMail({ ...m.message, attachments, signal: controller.signal })
        .then(
          () => answer({ id: m.id, ok: true }),
          (e: unknown) => answer({ id: m.id, ok: false, error: failure(e) }),
        )
        .finally(() => {
          clearTimeout(deadline);
          inFlight.delete(m.id);
        });
    } else if (m.type === "abort") {
      inFlight.get(m.id)?.abort();
    } else {
      // Given up on: connections still delivering are closed too.
      transport.close({ force: true });
      port.close();
    }
  });
}
