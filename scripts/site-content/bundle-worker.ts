// The render worker for production (docs/decisions/130-live-site-content.md):
// the build's checks and page steps bundled into build/api/render-worker.mjs,
// beside the server that starts it (server/site-content/renderer.ts).
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

export async function bundleRenderWorker(outdir: string): Promise<void> {
  await build({
    entryPoints: { "render-worker": path.join(root, "scripts/site-content/render-worker.ts") },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    // A dynamic import is its own file, loaded when reached: the image pipeline's (render-worker.ts).
    splitting: true,
    chunkNames: "render-worker-[name]-[hash]",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    // Build scripts run their own work when `import.meta.url` is the file Node was started with; bundled, every
    // module's import.meta.url is this file's, so each would start (generating images, exiting after its checks).
    banner: { js: 'process.argv[1] = "render-worker";' },
  });
}
