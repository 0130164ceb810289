// What every content route needs (docs/decisions/130-live-site-content.md):
// the engine, the process's live files, and the section a request names,
// refused to anyone whose roles do not edit it.
import type { FastifyReply, FastifyRequest } from "fastify";
import { type SectionDeclaration, sections } from "#content/sections";
import { z } from "zod";
import type { ContentProblem } from "#shared/site-content";
import { ROLE_REFUSED, StaffError, sessionOf } from "../staff/staff-route";
import type { LiveFiles } from "./live-files";
import type { ContentEngine } from "./publish";
import type { VersionAnswer } from "#shared/staff-api/content";
import type { VersionRow } from "./versions";

export type ContentApi = { engine: ContentEngine; live: LiveFiles };

const NO_SECTION = "There is no such section.";

export function sectionOf(req: FastifyRequest): { s: SectionDeclaration; actor: string } {
  const session = sessionOf(req);
  const s = sections.get((req.params as { section: string }).section);
  if (!s) throw new StaffError(404, NO_SECTION);
  if (!session.user.roles.includes(s.role)) throw new StaffError(403, ROLE_REFUSED);
  return { s, actor: session.user.email };
}

export const numberParam = z.coerce.number({ error: "not a version number" }).int("not a version number").min(1, "not a version number");

/** A refusal with the problems on the fields they concern (422). */
export function refuse(
  reply: FastifyReply,
  problems: ContentProblem[],
  error = "This change cannot go live: correct the fields named below.",
) {
  return reply.code(422).send({ error, problems });
}

export function versionAnswer(row: VersionRow): VersionAnswer {
  return {
    id: row.id,
    section: row.section,
    status: row.status,
    number: row.number === null ? null : Number(row.number),
    value: JSON.parse(row.value) as unknown,
    restores: row.restores === null ? null : Number(row.restores),
    editors: JSON.parse(row.editors) as string[],
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    submittedBy: row.submittedBy,
    approvedBy: row.approvedBy,
    rejectedBy: row.rejectedBy,
    rejectedReason: row.rejectedReason,
    publishAt: row.publishAt,
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt,
    problems: row.problems ? (JSON.parse(row.problems) as ContentProblem[]) : [],
  };
}
