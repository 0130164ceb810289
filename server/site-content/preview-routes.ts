// Preview: the real pages with the section's open draft on top of what is
// live, rendered as publishing renders them but made live nowhere
// (docs/decisions/130-live-site-content.md). The pages are reached under an
// unguessable token (128 random bits, only its sha256 stored) and only by a
// signed-in member of staff; they load their own content modules from the
// preview, and every other file (chunks, styles, images) from the site.
import { createHash, randomBytes } from "node:crypto";
import { LANGS, localizedPath } from "#shared/locales";
import { sectionProblems } from "#shared/content-shape";
import { buildCsp, inlineScriptHashes } from "../csp";
import { StaffError, type StaffRoute } from "../staff/staff-route";
import { STAFF_API_PREFIX } from "../staff/staff-api";
import { CONTENT_ROLES } from "#shared/staff-api/roles";
import { type ContentApi, refuse, sectionOf } from "./content-api";
import { generationFiles, latestGeneration, readFiles, storeFiles } from "./generations";
import { LIVE_MODULE_PREFIX } from "./live-files";
import { effectiveContent, readLiveState } from "./live-state";
import { renderAround } from "./publish";
import { openVersion } from "./versions";

/** A preview stays reachable this long. */
const PREVIEW_HOURS = 24;
const PREVIEWS = "/content/previews";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function previewRoutes(api: ContentApi): StaffRoute[] {
  const { engine } = api;
  return [
    {
      key: "POST /content/sections/:section/draft/preview",
      method: "POST",
      url: "/content/sections/:section/draft/preview",
      access: CONTENT_ROLES,
      handler: async (req, reply) => {
        const { s, actor } = sectionOf(req);
        const open = await openVersion(engine.db, s.id);
        if (!open) throw new StaffError(404, "This section has no open draft to preview.");
        const value = JSON.parse(open.value) as unknown;
        const problems = sectionProblems(s, value, engine.baseline.sections[s.id]);
        if (problems.length) return refuse(reply, problems, "The draft cannot be shown yet: correct the fields named below.");
        const live = await readLiveState(engine.db);
        const around = await renderAround(engine, await latestGeneration(engine.db, engine.baseline.buildId));
        const result = await engine.render({
          ...around.request,
          sections: { ...effectiveContent(engine.baseline, live.versions).sections, [s.id]: value },
          check: [],
        });
        if (!result.ok) return refuse(reply, result.problems, "The draft could not be rendered.");
        const token = randomBytes(16).toString("base64url");
        const at = engine.now();
        const expiresAt = new Date(at.getTime() + PREVIEW_HOURS * 3600_000).toISOString();
        await engine.db.transaction().execute(async (tx) => {
          await storeFiles(tx, result.files, at.toISOString());
          await tx
            .insertInto("sitePreviews")
            .values({
              tokenHash: hashOf(token),
              versionId: open.id,
              files: JSON.stringify(generationFiles(result.files)),
              createdBy: actor,
              createdAt: at.toISOString(),
              expiresAt,
            })
            .execute();
        });
        const base = `${STAFF_API_PREFIX}${PREVIEWS}/${token}`;
        const pages = s.pages.flatMap((page) =>
          LANGS.map((lang) => ({ lang, path: localizedPath(lang, page), url: `${base}${localizedPath(lang, page)}` })),
        );
        return reply.code(201).send({ expiresAt, pages });
      },
    },
    {
      method: "GET",
      url: `${PREVIEWS}/:token/*`,
      access: "signed-in",
      handler: async (req, reply) => {
        const { token, "*": rest } = req.params as { token: string; "*": string };
        const preview = await engine.db
          .selectFrom("sitePreviews")
          .select(["files", "expiresAt"])
          .where("tokenHash", "=", hashOf(token))
          .executeTakeFirst();
        if (!preview || preview.expiresAt <= engine.now().toISOString())
          throw new StaffError(404, "This preview does not exist or has expired. Make a new one.");
        const path = `/${rest}`.replace(/\/$/, "");
        const files = JSON.parse(preview.files) as ReturnType<typeof generationFiles>;
        const file = files.find((f) => f.path === path) ?? files.find((f) => f.path === `${path}/index.html`);
        if (!file || !(file.path.endsWith(".html") || file.path.startsWith(LIVE_MODULE_PREFIX)))
          throw new StaffError(404, "The preview has no such page.");
        const body = file.build ? await readBuildFile(api, file.path) : (await readFiles(engine.db, [file.sha256])).get(file.sha256)?.body;
        if (!body) throw new StaffError(404, "The preview has no such page.");
        if (!file.path.endsWith(".html")) return reply.type("text/javascript; charset=utf-8").send(body);
        // The preview's own content modules, not the live site's.
        const html = body
          .toString("utf8")
          .replaceAll(`"${LIVE_MODULE_PREFIX}`, `"${STAFF_API_PREFIX}${PREVIEWS}/${token}${LIVE_MODULE_PREFIX}`);
        // The console shows it in frames at phone and desktop width.
        const csp = buildCsp(inlineScriptHashes([html])).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
        return reply.type("text/html; charset=utf-8").header("content-security-policy", csp).send(html);
      },
    },
  ];
}

async function readBuildFile(api: ContentApi, path: string): Promise<Buffer | undefined> {
  return api.live.buildFile(path);
}
