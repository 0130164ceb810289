// The environment of the console's screen tests that run the real app in the same process (vitest.config.ts,
// project "screens"): jsdom for the screen, and Node for the server beside it. Two things of jsdom's would stop the
// server: the browser transform rewrites `import.meta.url` to a page address (the server reads its neighbouring
// files through it: the SMTP worker, the migrations), and jsdom's own typed arrays and URL replace Node's (so a
// passkey's bytes from Node's crypto are no `Uint8Array` to the CBOR encoder). Hence modules transformed as for
// Node, and Node's typed arrays, ArrayBuffer and URL given back after jsdom is set up; the screens need neither.
import type { Environment } from "vitest/runtime";
import { builtinEnvironments } from "vitest/runtime";

const NODE_GLOBALS = [
  "ArrayBuffer",
  "Uint8Array",
  "Uint16Array",
  "Uint32Array",
  "Uint8ClampedArray",
  "Int8Array",
  "Int16Array",
  "Int32Array",
  "Float32Array",
  "Float64Array",
  "URL",
] as const;

const jsdom = builtinEnvironments.jsdom;

export default {
  name: "jsdom-with-server",
  viteEnvironment: "ssr",
  async setup(global: Record<string, unknown>, options: Record<string, unknown>) {
    const node = Object.fromEntries(NODE_GLOBALS.map((name) => [name, global[name]]));
    const env = await jsdom.setup(global, options);
    Object.assign(global, node);
    return env;
  },
} satisfies Environment;
