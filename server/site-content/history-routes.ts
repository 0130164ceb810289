// Every published version of a section, the difference between two of them
// in words, and rolling back: publishing an old version again, as a new
// version holding its value (for a regulated section, once a second
// compliance officer approves it).
import { z } from "zod";
import { diffSection } from "#shared/content-diff";
import { StaffError, type StaffRoute, keyedRoute, parse } from "../staff/staff-route";
import { CONTENT_ROLES } from "#shared/staff-api/roles";
import { type ContentApi, numberParam, sectionOf, versionAnswer } from "./content-api";
import { publishClaimed } from "./publish";
import { REFUSED, publishedVersion, startRestore } from "./versions";

const diffQuery = z.object({ from: numberParam.optional() });

export function historyRoutes(api: ContentApi): StaffRoute[] {
  const { engine } = api;
  const access = CONTENT_ROLES;
  const find = async (section: string, number: number) => {
    const row = await publishedVersion(engine.db, section, number);
    if (!row || row.status !== "published") throw new StaffError(404, REFUSED.noVersion);
    return row;
  };
  return [
    keyedRoute("GET /content/sections/:section/versions/:number", access, async (req) => {
      const { s } = sectionOf(req);
      const number = parse(numberParam, (req.params as { number: string }).number);
      const { from } = parse(diffQuery, req.query);
      const row = await find(s.id, number);
      // Against the version before it (or the one asked for); the first is compared with git's value.
      const base = from ?? number - 1;
      const before = base >= 1 ? JSON.parse((await find(s.id, base)).value) : engine.baseline.sections[s.id];
      return {
        version: versionAnswer(row),
        against: base >= 1 ? base : "git",
        changes: diffSection(before, JSON.parse(row.value), s.perLanguage),
      };
    }),
    keyedRoute("POST /content/sections/:section/versions/:number/restore", access, async (req, reply) => {
      const { s, actor } = sectionOf(req);
      const number = parse(numberParam, (req.params as { number: string }).number);
      const old = await find(s.id, number);
      const row = await startRestore(engine, s, engine.baseline.sections[s.id], actor, old);
      if (s.approval) return reply.code(202).send({ version: versionAnswer(row) });
      // The restore was opened as "publishing": go live with it at once.
      const outcome = await publishClaimed(engine, row.id, { actor, action: "content.rolled-back", detail: { restores: number } });
      if (!outcome.ok)
        return reply.code(422).send({
          error: "The old version cannot go live again: correct the fields named below in a new draft.",
          problems: outcome.problems,
        });
      await api.live.refresh();
      return { version: versionAnswer(await find(s.id, outcome.number)) };
    }),
  ];
}
