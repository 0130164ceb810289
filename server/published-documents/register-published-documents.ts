// Investor documents published from the console (docs/decisions/111-published-documents.md): the library's
// routes over the build's documents and the published ones, and the answer for a published document's address,
// which the documents route (server/routes/documents.ts) asks when the build's files do not hold it.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { builtLibrary } from "./built-library";
import { publishedDocumentResponder, registerLibraryRoutes } from "./library-routes";

export function registerPublishedDocuments(app: FastifyInstance, f: { db: Db; documentsDir: string; now: () => Date }) {
  registerLibraryRoutes(app, f.db.kysely, { now: f.now, built: builtLibrary(f.documentsDir) });
  return publishedDocumentResponder(f.db.kysely, f.now);
}
