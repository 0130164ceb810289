// vite.config.ts as Vite loads it: without a warning from the check for
// Vite's native config loader (planned to become the default), which would
// otherwise print on every build and dev start, and with the shared chunk
// taking its languages from shared/locales.ts.
import path from "node:path";
import { createLogger, loadConfigFromFile } from "vite";
import { expect, it } from "vitest";
import { sharedChunkPattern } from "#shared/chunk-groups";

const root = path.resolve(import.meta.dirname, "..");

it("loads without a native-loader warning, with the shared chunk built from the language list", async () => {
  const warnings: string[] = [];
  const logger = createLogger("warn");
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = (message) => void warnings.push(message);
  const loaded = await loadConfigFromFile(
    { command: "build", mode: "production" },
    path.join(root, "vite.config.ts"),
    root,
    "warn",
    logger,
  );
  expect(warnings).toEqual([]);
  const output = loaded?.config.build?.rolldownOptions?.output;
  const groups = (Array.isArray(output) ? output[0] : output)?.advancedChunks?.groups ?? [];
  expect(groups.map((g) => [g.name, String(g.test)])).toEqual([["shared", String(sharedChunkPattern())]]);
}, 30_000);
