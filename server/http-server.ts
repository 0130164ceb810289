// The Node HTTP server under Fastify, with the clocks that stop a visitor from
// holding a connection: Node's own defaults wait 60 s for headers and 5 min
// for a request, check those only every 30 s, and then answer "not valid HTTP".
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

type ConnectionTimeouts = {
  /** All request headers must have arrived within this time. */
  headersTimeoutMs: number;
  /** Headers and body must have arrived within this time. */
  requestTimeoutMs: number;
  /** A request that is arriving may not go silent for longer than this. */
  idleTimeoutMs: number;
};

const REQUEST_TIMEOUT_MESSAGE = "The request took too long to arrive. Please send it again.";
const HEADERS_TOO_LARGE_MESSAGE = "The request headers are too large.";
const NOT_HTTP_MESSAGE = "The request is not valid HTTP.";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A raw JSON answer written on the socket, for when no route (or no parsed request) is there to answer. */
function answerAndClose(socket: Duplex, status: string, error: string) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client that never reads our answer must not keep the socket either.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * Bytes that are not HTTP, headers too large, or a request that did not
 * arrive in time (Node raises ERR_HTTP_REQUEST_TIMEOUT for both the headers
 * and the whole-request clock) never reach a route: answer in our { error }
 * shape, with 408 for the clocks.
 */
export function answerClientError(err: Error, socket: Duplex) {
  const code = (err as { code?: string }).code;
  // A reset or an already closed socket has nobody left to answer.
  if (code === "ECONNRESET" || socket.destroyed) return;
  // Node answers a client error only while no response has started on this socket.
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (response?.headersSent) {
    socket.destroy();
    return;
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") answerAndClose(socket, "408 Request Timeout", REQUEST_TIMEOUT_MESSAGE);
  else if (code === "HPE_HEADER_OVERFLOW") answerAndClose(socket, "431 Request Header Fields Too Large", HEADERS_TOO_LARGE_MESSAGE);
  else answerAndClose(socket, "400 Bad Request", NOT_HTTP_MESSAGE);
}

type ParserSocket = Socket & { parser?: { incoming?: IncomingMessage | null } | null; _httpMessage?: ServerResponse | null };

/**
 * The idle clock: the socket saw no bytes for idleTimeoutMs. A request still
 * arriving (its body stopped mid-way) gets 408; an answer the client stopped
 * reading is cut; a request we are still working on is left alone (that is
 * our slowness, not the visitor's). Connections idle between requests are
 * closed by Node's keep-alive timeout before this fires.
 */
function onIdle(socket: Socket) {
  const s = socket as ParserSocket;
  const arriving = s.parser?.incoming;
  const response = s._httpMessage;
  if (response?.headersSent) socket.destroy();
  else if (arriving && !arriving.complete) answerAndClose(socket, "408 Request Timeout", REQUEST_TIMEOUT_MESSAGE);
  else if (!response) socket.destroy();
}

/** How long a connection stays open after we answered a request that was still arriving. */
const LINGER_MS = 2000;
const lastRequest = new WeakMap<Socket, IncomingMessage>();
const lingering = new WeakSet<Socket>();

/**
 * Lingering close, as nginx does it. When we answer before the body has
 * arrived (413, 429, 403, 503) and close, the unread bytes make the kernel
 * reset the connection, and a reset throws away our answer on the client's
 * side if it had not read it yet: the visitor sees a network error instead of
 * the message. So after such an answer the write side is closed at once
 * (FIN) but the socket is destroyed only a moment later.
 */
function lingerBeforeClosing(socket: Socket) {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    const req = lastRequest.get(socket);
    if (!req || req.complete) return destroySoon();
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

/**
 * An HTTP server whose requests go to `serveFast` first (the built site from
 * memory) and then to Fastify's handler.
 */
export function createHttpServer(
  timeouts: ConnectionTimeouts,
  serveFast: (req: IncomingMessage, res: ServerResponse) => boolean,
  handler: Handler,
) {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      // Node compares the clocks every connectionsCheckingInterval (30 s by
      // default): a 10 s limit would then be answered after up to 40 s.
      connectionsCheckingInterval: Math.max(250, Math.min(1000, Math.floor(timeouts.headersTimeoutMs / 4))),
    },
    (req, res) => {
      if (serveFast(req, res)) return;
      lastRequest.set(req.socket, req);
      lingerBeforeClosing(req.socket);
      handler(req, res);
    },
  );
  server.setTimeout(timeouts.idleTimeoutMs, onIdle);
  return server;
}
