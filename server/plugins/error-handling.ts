import type { FastifyError, FastifyInstance } from "fastify";
import { BODY_TOO_LARGE } from "./early-body-limit";

const GENERIC_5XX = "Something went wrong on our side. Please try again later.";
export const UNSUPPORTED_MEDIA_TYPE =
  "This content type is not accepted here. Send application/json (or multipart/form-data for applications with a file).";

/**
 * 4xx answers say what to fix; 5xx answers say nothing about our internals.
 * Unknown /api paths answer JSON, not the site's 404 page.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      // The message may hold internals; the log gets it, the visitor does not.
      req.log.error({ err: { type: error.name, message: error.message, code: error.code, stack: error.stack } }, "request failed");
      return reply.code(status).send({ error: GENERIC_5XX });
    }
    return reply.code(status).send({ error: clientMessage(error) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ error: `No such address: ${req.method} ${req.url.split("?")[0]}` });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return UNSUPPORTED_MEDIA_TYPE;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return BODY_TOO_LARGE;
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    default:
      if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") return "The request body is not valid JSON.";
      return error.message;
  }
}
