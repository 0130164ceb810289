// Imported first by render-worker.ts, before any schema is built: zod compiles
// a fast parser for each object schema on its first parse (a generated
// function), which pays back over many parses; the render worker parses each
// section once and exits, and the compiling was a third of its checks' time.
import { config } from "zod";

config({ jitless: true });
