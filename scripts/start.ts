// `npm start`: builds when there is no build or the sources changed since
// the last one, then runs the production server (SQLite by default).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build/.complete");
const sources = ["app", "content", "forms", "server", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of readdirSync(p)) {
    if (e === "generated" || e === "img" || e === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(p, e)));
  }
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || changed > built) {
  console.log(built === 0 ? "No build yet: building first." : "Sources changed since the last build: rebuilding.");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/build.ts")], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", path.join(root, "build/api/main.mjs")], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
