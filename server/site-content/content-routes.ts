// The console's routes for editing a section (docs/decisions/130-live-site-content.md):
// list and read sections, save and discard the draft, publish now or at a
// time, and for regulated sections send for approval, approve (a second,
// different compliance officer) or send back. Each route is open to every
// content role and checks the section's own role.
import { z } from "zod";
import { sections } from "#content/sections";
import { sectionProblems, shapeSchema } from "#shared/content-shape";
import { LANGS } from "#shared/locales";
import { StaffError, type StaffRoute, keyedRoute, sessionOf } from "../staff/staff-route";
import { publishRequest, rejectRequest, saveDraftRequest, type SectionSummary } from "#shared/staff-api/content";
import { parseRequest } from "./api-shapes";
import { CONTENT_ROLES } from "#shared/staff-api/roles";
import { type ContentApi, refuse, sectionOf, versionAnswer } from "./content-api";
import { goLive, schemaProblems } from "./go-live";
import { effectiveContent, readLiveState } from "./live-state";
import { renderAround } from "./publish";
import { REFUSED, approverGuard, history, openVersion, saveDraft, transition } from "./versions";

function body<T>(shape: Parameters<typeof parseRequest<T>>[0], value: unknown): T {
  const parsed = parseRequest(shape, value);
  if (!parsed.ok) throw new StaffError(400, parsed.message);
  return parsed.value;
}

export function contentRoutes(api: ContentApi): StaffRoute[] {
  const { engine } = api;
  const access = CONTENT_ROLES;
  const summaries = async (ids: readonly string[]): Promise<SectionSummary[]> => {
    const live = await readLiveState(engine.db);
    const effective = effectiveContent(engine.baseline, live.versions);
    const open = await engine.db
      .selectFrom("siteContentVersions")
      .select(["section", "id", "status", "updatedAt", "createdBy"])
      .where("status", "in", ["draft", "awaiting-approval", "scheduled", "publishing", "failed"])
      .execute();
    return ids.map((id) => {
      const s = sections.get(id)!;
      const o = open.find((r) => r.section === id);
      return {
        id,
        title: s.title,
        role: s.role,
        approval: s.approval,
        perLanguage: s.perLanguage,
        pages: [...s.pages],
        liveNumber: effective.numbers[id] ?? null,
        open: o ? { id: o.id, status: o.status, updatedAt: o.updatedAt, createdBy: o.createdBy } : null,
        gitChanged: effective.gitChanged.includes(id),
      };
    });
  };

  return [
    keyedRoute("GET /content/sections", access, async (req) => {
      const roles = sessionOf(req).user.roles as readonly string[];
      return { sections: await summaries([...sections.values()].filter((s) => roles.includes(s.role)).map((s) => s.id)) };
    }),
    keyedRoute("GET /content/sections/:section", access, async (req) => {
      const { s } = sectionOf(req);
      const git = engine.baseline.sections[s.id];
      const live = await readLiveState(engine.db);
      const effective = effectiveContent(engine.baseline, live.versions);
      const example = s.perLanguage ? (git as Record<string, unknown>)[LANGS[0]] : git;
      const open = await openVersion(engine.db, s.id);
      return {
        section: (await summaries([s.id]))[0],
        schema: z.toJSONSchema(s.schema ?? shapeSchema(example), { unrepresentable: "any" }),
        git,
        live: s.id in effective.sections ? effective.sections[s.id] : git,
        open: open ? versionAnswer(open) : null,
        history: (await history(engine.db, s.id)).map(versionAnswer),
      };
    }),
    keyedRoute("PUT /content/sections/:section/draft", access, async (req) => {
      const { s, actor } = sectionOf(req);
      const { value, updatedAt } = body(saveDraftRequest, req.body);
      const git = engine.baseline.sections[s.id];
      const row = await saveDraft(engine, s, git, actor, value, updatedAt);
      // Saved whatever its state: a draft may be unfinished. What would stop it going live is said now.
      return { version: versionAnswer(row), problems: sectionProblems(s, value, git) };
    }),
    keyedRoute("DELETE /content/sections/:section/draft", access, async (req) => {
      const { s, actor } = sectionOf(req);
      const row = await transition(engine, s.id, actor, {
        from: ["draft", "awaiting-approval", "scheduled", "failed"],
        to: "discarded",
        action: "content.discarded",
        refusal: REFUSED.busy,
      });
      return { version: versionAnswer(row) };
    }),
    keyedRoute("POST /content/sections/:section/draft/publish", access, async (req, reply) => {
      const { s, actor } = sectionOf(req);
      if (s.approval) throw new StaffError(409, REFUSED.needsApproval);
      const { publishAt } = body(publishRequest, req.body);
      return goLive(api, reply, { s, actor, from: ["draft", "failed"], publishAt, action: "content.published", refusal: REFUSED.busy });
    }),
    keyedRoute("POST /content/sections/:section/draft/submit", access, async (req, reply) => {
      const { s, actor } = sectionOf(req);
      if (!s.approval) throw new StaffError(409, REFUSED.noApproval);
      const { publishAt } = body(publishRequest, req.body);
      const open = await openVersion(engine.db, s.id);
      if (!open) throw new StaffError(404, REFUSED.noDraft);
      const problems = schemaProblems(api, s, open);
      if (problems.length) return refuse(reply, problems);
      // The build's checks now, not only when the second officer approves: the approver reads a change that can go live.
      const live = await readLiveState(engine.db);
      const checked = await engine.render({
        ...(await renderAround(engine, undefined)).request,
        sections: { ...effectiveContent(engine.baseline, live.versions).sections, [s.id]: JSON.parse(open.value) as unknown },
        check: [s.id],
        checkOnly: true,
      });
      if (!checked.ok) return refuse(reply, checked.problems);
      const at = engine.now().toISOString();
      const row = await transition(engine, s.id, actor, {
        from: ["draft", "failed"],
        to: "awaiting-approval",
        set: {
          submittedBy: actor,
          submittedAt: at,
          publishAt: publishAt ? new Date(publishAt).toISOString() : null,
          rejectedBy: null,
          rejectedReason: null,
        },
        action: "content.submitted",
        refusal: REFUSED.busy,
      });
      return { version: versionAnswer(row) };
    }),
    keyedRoute("POST /content/sections/:section/draft/approve", access, async (req, reply) => {
      const { s, actor } = sectionOf(req);
      if (!s.approval) throw new StaffError(409, REFUSED.noApproval);
      const open = await openVersion(engine.db, s.id);
      if (!open || open.status !== "awaiting-approval") throw new StaffError(409, REFUSED.notAwaiting);
      return goLive(api, reply, {
        s,
        actor,
        from: ["awaiting-approval"],
        publishAt: open.publishAt ?? undefined,
        guard: approverGuard(actor),
        set: { approvedBy: actor, approvedAt: engine.now().toISOString() },
        moveAction: "content.approved",
        action: open.restores ? "content.rolled-back" : "content.published",
        detail: { submittedBy: open.submittedBy, approvedBy: actor, ...(open.restores ? { restores: open.restores } : {}) },
        refusal: REFUSED.notAwaiting,
      });
    }),
    keyedRoute("POST /content/sections/:section/draft/reject", access, async (req) => {
      const { s, actor } = sectionOf(req);
      const { reason } = body(rejectRequest, req.body);
      const row = await transition(
        engine,
        s.id,
        actor,
        {
          from: ["awaiting-approval"],
          to: "draft",
          set: { rejectedBy: actor, rejectedReason: reason, submittedBy: null, submittedAt: null },
          action: "content.rejected",
          refusal: REFUSED.notAwaiting,
        },
        approverGuard(actor),
      );
      return { version: versionAnswer(row) };
    }),
    keyedRoute("POST /content/sections/:section/draft/unschedule", access, async (req) => {
      const { s, actor } = sectionOf(req);
      // Back to a draft: for a regulated section its approval lapses with the time it was approved for.
      const row = await transition(engine, s.id, actor, {
        from: ["scheduled"],
        to: "draft",
        set: { publishAt: null, approvedBy: null, approvedAt: null, submittedBy: null, submittedAt: null },
        action: "content.unscheduled",
        refusal: "This change is not scheduled.",
      });
      return { version: versionAnswer(row) };
    }),
  ];
}
