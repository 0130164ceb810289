import { buildApp } from "./app";
import { readConfigOrExit } from "./config";

const config = readConfigOrExit();
const app = await buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
