import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { readConfigOrExit } from "./config";
import { createDrain } from "./drain";
import { loadKeysOrExit } from "./keys/key-files";

const config = readConfigOrExit();
const app = await buildApp({ ...config, keys: loadKeysOrExit(config.keySettings) });
const { drain } = createDrain(app.server);

// SIGTERM (systemd's stop and restart), SIGINT, and an uncaught error all end
// the same way: finish the requests in flight, then the deliveries being sent
// (the worker's preClose), then the database. Past the deadline the process
// exits with 1 rather than hang a deploy; systemd's TimeoutStopSec is longer.
closeWithGrace(
  {
    delay: config.shutdownTimeoutMs,
    logger: { error: (message: unknown) => app.log.error({ err: message }, "shutdown") },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, "closing after an uncaught error");
    else app.log.info(`${signal ?? "exit"}: finishing requests in flight, then closing`);
    await drain();
    await app.close();
    app.log.info("closed");
  },
);

await app.listen({ port: config.port, host: config.host });
