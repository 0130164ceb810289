// The production build: content checks and generators, the prerendered app,
// sitemap and robots, precompressed files, the staff console, and the bundled server.
import { spawnSync } from "node:child_process";
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { readBuildSettings } from "#shared/build-settings";
import { LANG_PREFIX, LANGS } from "#shared/locales";
import { compressDir } from "./compress";
import { deferBoots } from "./defer-boot";
import { inlineStylesheets } from "./inline-css";
import { copyDocuments } from "./documents-manifest";
import { writeDocumentsText } from "./documents-text";
import { generateCopyIndexes } from "./copy-index";
import { generateAll } from "./generate";
import { restorePreviousAssets, stashPreviousAssets } from "./previous-assets";
import { robotsTxt, sitemapXml } from "./seo-files";
import { buildLiveContent } from "./site-content/build-step";
import { bundleRenderWorker } from "./site-content/bundle-worker";

const root = path.resolve(import.meta.dirname, "..");
const { buildDir, clientDir: client, siteOrigin: origin } = readBuildSettings(process.env, root);

function step(name: string) {
  console.log(`\n▶ ${name}`);
}

step("content");
// The content checks read the copy index (scripts/generated/), which a fresh
// clone does not have yet: it is made first, and they are loaded after it.
await generateCopyIndexes();
const { validateContent } = await import("./validate-content");
const { documentLinkProblems } = await import("./document-links");
const { builtPageLawProblems } = await import("./law-pages");
const problems = validateContent();
if (problems.length) {
  console.error("Content is invalid:\n" + problems.map((p) => `  - ${p}`).join("\n"));
  process.exit(1);
}
const tree = await generateAll();
const brokenLinks = documentLinkProblems(tree);
if (brokenLinks.length) {
  console.error("Content links documents that do not exist:\n" + brokenLinks.map((p) => `  - ${p}`).join("\n"));
  process.exit(1);
}

// Open tabs of the current build still need its chunks after the deploy.
await stashPreviousAssets(buildDir);
await rm(buildDir, { recursive: true, force: true });
// One React Router build per language, each with its own copy; the other
// languages' pages (under /hi) and chunks are merged into build/client.
for (const lang of LANGS) {
  step(`app (prerendered, ${lang})`);
  const rr = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SITE_LOCALE: lang, NODE_ENV: "production" },
  });
  if (rr.status !== 0) process.exit(rr.status ?? 1);
  const prefix = LANG_PREFIX[lang];
  if (prefix) {
    const own = path.join(buildDir, `.${lang}`, "client");
    await cp(path.join(own, prefix), path.join(client, prefix), { recursive: true });
    // Chunks are named by their content: a name both builds made holds the same bytes.
    await cp(path.join(own, "assets"), path.join(client, "assets"), { recursive: true, force: false });
    await rm(path.join(buildDir, `.${lang}`), { recursive: true, force: true });
  }
}
// With every page prerendered, the SPA fallback would only serve unknown
// paths with a blank page; the server sends the prerendered 404 instead.
await rm(path.join(client, "__spa-fallback.html"), { force: true });
await copyDocuments(client);
step("text of the documents (search inside documents)");
console.log(`${await writeDocumentsText(client)} documents with text`);

step("the law the pages cite (content/law.ts)");
const lawProblems = await builtPageLawProblems(client);
if (lawProblems.length) {
  console.error("A built page cites law that is not in force:\n" + lawProblems.map((p) => `  - ${p}`).join("\n"));
  process.exit(1);
}

step("live content (pages rendered again for publishing, their content modules)");
// docs/decisions/130-live-site-content.md
const live = await buildLiveContent(buildDir, { documentTree: tree, siteOrigin: origin });
console.log(`${live.pages} pages, ${live.modules} content modules`);

step("inline stylesheets");
console.log(`${await inlineStylesheets(client)} pages`);

step("scripts after first paint");
console.log(`${await deferBoots(client)} pages`);

step("sitemap.xml, robots.txt");
await writeFile(path.join(client, "sitemap.xml"), sitemapXml(origin));
await writeFile(path.join(client, "robots.txt"), robotsTxt(origin));

step("precompress");
const c = await compressDir(client, (f) => f.includes(`${path.sep}Documents${path.sep}`));
console.log(`${c.files} files, ${(c.raw / 1024).toFixed(0)} KB -> ${(c.brotli / 1024).toFixed(0)} KB brotli`);

step("staff console");
// Its own client-rendered build into buildDir/staff, outside client/: no
// public page, sitemap or prerender step ever sees it (staff/vite.config.ts).
const staffBuild = spawnSync(path.join(root, "node_modules/.bin/vite"), ["build", "--config", "staff/vite.config.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
});
if (staffBuild.status !== 0) process.exit(staffBuild.status ?? 1);
const sc = await compressDir(path.join(buildDir, "staff"));
console.log(`${sc.files} files, ${(sc.raw / 1024).toFixed(0)} KB -> ${(sc.brotli / 1024).toFixed(0)} KB brotli`);

step("previous build's assets");
// After compression: the kept files bring their own .br/.gz.
console.log(`${(await restorePreviousAssets(buildDir, new Date().toISOString())).kept} files kept for pages opened before this deploy`);

step("server");
await esbuild({
  // The child-process and worker-thread entries sit beside main.mjs, where
  // ole-entries.ts, pdf-inspection.ts, smtp-thread.ts and renderer.ts look for them. The two command lines
  // too: `npm run leads` and `npm run staff` run from source through tsx, a
  // development package that a production install leaves out
  // (`npm prune --omit=dev`); there, `node build/api/leads.mjs ...`.
  entryPoints: {
    main: path.join(root, "server/main.ts"),
    "ole-reader": path.join(root, "server/uploads/ole-reader.ts"),
    "pdf-reader": path.join(root, "server/published-documents/pdf-reader.ts"),
    "smtp-worker": path.join(root, "server/delivery/smtp-worker.ts"),
    "render-host": path.join(root, "server/site-content/render-host.ts"),
    leads: path.join(root, "server/cli/leads.ts"),
    staff: path.join(root, "server/cli/staff.ts"),
  },
  outdir: path.join(buildDir, "api"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// Beside main.mjs too: renders pages at publish time (server/site-content/renderer.ts).
await bundleRenderWorker(path.join(buildDir, "api"));
await writeFile(path.join(buildDir, ".complete"), new Date().toISOString());
console.log("\n✓ build complete: npm run serve (or npm start) serves it on http://localhost:3000");
