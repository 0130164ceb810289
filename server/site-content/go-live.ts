// Publishing from a request: the section's schema first (a refusal needs no
// render), then, at the set time or now, the claim and the render
// (publish.ts). A publication in the future is only scheduled here; the job
// in scheduled.ts takes it when it is due. The process that published loads
// the new generation at once; the others within their next poll.
import type { FastifyReply } from "fastify";
import type { SectionDeclaration } from "#content/sections";
import { sectionProblems } from "#shared/content-shape";
import type { AuditAction } from "#shared/staff-api/audit-actions";
import { StaffError } from "../staff/staff-route";
import { type ContentApi, refuse, versionAnswer } from "./content-api";
import { publishClaimed } from "./publish";
import type { VersionStatus } from "./tables";
import { type VersionRow, openVersion, transition } from "./versions";

type GoLive = {
  s: SectionDeclaration;
  actor: string;
  /** The statuses the open version may be in. */
  from: readonly VersionStatus[];
  publishAt?: string;
  /** The audit action of the publication and what it records beside the version. */
  action: AuditAction;
  detail?: Record<string, unknown>;
  refusal: string;
  /** Checked on the open version before it moves (an approver who edited it is refused). */
  guard?: (row: VersionRow) => void;
  /** Recorded on the version as it moves (who approved it). */
  set?: Partial<VersionRow>;
  /** The audit action of the move itself ("content.approved"); else "content.scheduled" or "content.publishing". */
  moveAction?: AuditAction;
};

/** The value's own problems against its schema, before anything is claimed or rendered. */
export function schemaProblems(api: ContentApi, s: SectionDeclaration, row: VersionRow) {
  return sectionProblems(s, JSON.parse(row.value), api.engine.baseline.sections[s.id]);
}

export async function goLive(api: ContentApi, reply: FastifyReply, o: GoLive) {
  const { engine } = api;
  const open = await openVersion(engine.db, o.s.id);
  if (!open) throw new StaffError(404, "This section has no open draft.");
  const problems = schemaProblems(api, o.s, open);
  if (problems.length) return refuse(reply, problems);
  const at = o.publishAt ? new Date(o.publishAt) : undefined;
  if (at && at > engine.now()) {
    const row = await transition(
      engine,
      o.s.id,
      o.actor,
      {
        from: o.from,
        to: "scheduled",
        set: { ...o.set, publishAt: at.toISOString(), problems: null },
        action: o.moveAction ?? "content.scheduled",
        refusal: o.refusal,
      },
      o.guard,
    );
    return { version: versionAnswer(row) };
  }
  const claimed = await transition(
    engine,
    o.s.id,
    o.actor,
    {
      from: o.from,
      to: "publishing",
      set: { ...o.set, publishAt: null },
      action: o.moveAction ?? "content.publishing",
      refusal: o.refusal,
    },
    o.guard,
  );
  const outcome = await publishClaimed(engine, claimed.id, { actor: o.actor, action: o.action, detail: o.detail });
  if (!outcome.ok) return refuse(reply, outcome.problems);
  await api.live.refresh(outcome.files);
  const row = await engine.db.selectFrom("siteContentVersions").selectAll().where("id", "=", claimed.id).executeTakeFirstOrThrow();
  return { version: versionAnswer(row) };
}
