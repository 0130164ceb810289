// A real SMTP server for tests and measurements (never the site itself): the
// server's delivery tests, the end-to-end suite and bench/load all receive the
// leads' emails through it, which is why it lives in test/support/ (server/,
// e2e/ and bench/ may not import each other, and production code may not
// import test support). It can refuse, go down, and stall, so tests can prove
// that delivery survives those faults.
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

export type ReceivedMail = {
  /** X-Lead-Delivery-Id: the delivery's stable id. */
  deliveryId: string | undefined;
  /** X-Lead-Reference. */
  reference: string | undefined;
  messageId: string | undefined;
  subject: string;
  envelope: { from: string; to: string[] };
  /** The user the client authenticated as, if it did. */
  user: string | undefined;
  /** The parsed message ("full" parsing only; "headers" leaves these empty). */
  from: string;
  to: string[];
  replyTo: string | undefined;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Date.now() when the whole message had arrived. */
  receivedAt: number;
  /** False when the server never answered the message (stallAfterData): the client does not know it arrived. */
  acknowledged: boolean;
};

type TestSmtpOptions = {
  /** Listen here (default: a free port on 127.0.0.1). */
  port?: number;
  /** Require this login (AUTH over the plain connection, as tests have no certificate). */
  auth?: { user: string; pass: string };
  /** "full": every message parsed with mailparser; "headers": only the headers read (cheap, for load). */
  parse?: "full" | "headers";
  onMessage?: (mail: ReceivedMail) => void;
};

export type TestSmtpServer = {
  port: number;
  /** smtp://[user:pass@]127.0.0.1:port */
  url: string;
  messages: ReceivedMail[];
  /** Answer the next `count` messages with this reply instead of 250 (451: try later; 550: never). */
  refuseNext(count: number, code?: number, text?: string): void;
  /** Accept connections but do not greet (the client waits for its greeting timeout). */
  stallGreetings(on: boolean): void;
  /** Read each message, then never answer it. */
  stallAfterData(on: boolean): void;
  /** Waits until `done(messages)` holds; fails with `what` and the messages so far after `timeoutMs`. */
  waitFor(done: (messages: ReceivedMail[]) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Stops listening and drops every connection ("the mail server is down"). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** Header lines of a raw message, unfolded, keys lower-cased. */
function readHeaders(raw: string): Record<string, string> {
  const end = raw.indexOf("\r\n\r\n");
  const block = (end >= 0 ? raw.slice(0, end) : raw).replace(/\r\n[\t ]+/g, " ");
  const out: Record<string, string> = {};
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

async function readMessage(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  parse: "full" | "headers",
): Promise<Omit<ReceivedMail, "receivedAt" | "acknowledged">> {
  const envelope = {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
    to: session.envelope.rcptTo.map((r) => r.address),
  };
  const user = typeof session.user === "string" ? session.user : undefined;
  if (parse === "headers") {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const headers = readHeaders(Buffer.concat(chunks).toString("latin1"));
    return {
      deliveryId: headers["x-lead-delivery-id"],
      reference: headers["x-lead-reference"],
      messageId: headers["message-id"],
      subject: headers.subject ?? "",
      envelope,
      user,
      from: "",
      to: [],
      replyTo: undefined,
      text: "",
      html: "",
      headers,
      attachments: [],
    };
  }
  const mail = await simpleParser(stream);
  const headers = Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()]));
  const addresses = (a: typeof mail.to) => (a ? (Array.isArray(a) ? a : [a]).flatMap((x) => x.value.map((v) => v.address ?? "")) : []);
  return {
    deliveryId: headers["x-lead-delivery-id"],
    reference: headers["x-lead-reference"],
    messageId: mail.messageId,
    subject: mail.subject ?? "",
    envelope,
    user,
    from: mail.from?.value[0]?.address ?? "",
    to: addresses(mail.to),
    replyTo: mail.replyTo?.value[0]?.address,
    text: mail.text ?? "",
    html: mail.html || "",
    headers,
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content })),
  };
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const parse = options.parse ?? "full";
  let refuse: { count: number; code: number; text: string } = { count: 0, code: 451, text: "" };
  let stallGreeting = false;
  let stallData = false;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !options.auth,
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      // Stopping ("down") should drop connections at once, not after 30 s.
      closeTimeout: 50,
      size: 50 * 1024 * 1024,
      onAuth(auth, _session, callback) {
        if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
          return callback(null, { user: auth.username });
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onConnect(_session, callback) {
        if (!stallGreeting) callback();
        // else: never greet; the client's greeting timeout (or our stop()) ends it.
      },
      onData(stream, session, callback) {
        readMessage(stream, session, parse).then(
          (read) => {
            if (refuse.count > 0) {
              refuse.count--;
              return callback(
                Object.assign(new Error(refuse.text || (refuse.code >= 500 ? "Message refused" : "Try again later")), {
                  responseCode: refuse.code,
                }),
              );
            }
            const mail: ReceivedMail = { ...read, receivedAt: Date.now(), acknowledged: !stallData };
            messages.push(mail);
            options.onMessage?.(mail);
            if (!stallData) callback();
          },
          (error: Error) => callback(error),
        );
      },
    });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = create();
      server.on("error", () => undefined);
      const net = server.listen(port, "127.0.0.1", () => {
        const address = net.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
      net.once("error", reject);
    });

  const port = await listen(options.port ?? 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  return {
    port,
    url: `smtp://${options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : ""}127.0.0.1:${port}`,
    messages,
    refuseNext(count, code = 451, text = "") {
      refuse = { count, code, text };
    },
    stallGreetings(on) {
      stallGreeting = on;
    },
    stallAfterData(on) {
      stallData = on;
    },
    async waitFor(done, what, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done(messages)) {
        if (Date.now() > deadline) {
          throw new Error(
            `SMTP: waited ${timeoutMs / 1000} s for ${what}; received ${messages.length}: ${messages.map((m) => `${m.subject} [${m.deliveryId}]`).join(", ") || "nothing"}`,
          );
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop,
    async start() {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
