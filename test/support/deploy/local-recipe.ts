// The recipe of deploy/ on this machine, for its test and the benchmarks:
// Debian's nginx with deploy/nginx/*.conf (only the lines marked "SITE:"
// rewritten for loopback ports, a throwaway certificate and a temporary
// prefix) in front of N built server processes (build/api/main.mjs) with the
// settings of deploy/udyamitra.env.example that matter here.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuSplit } from "./cpu-split";
import { makeCertificate } from "./throwaway-certificate";

export const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** What the recipe needs on this machine, or why it cannot run. */
export function missingForRecipe(buildDir: string): string | undefined {
  if (!findBinary("nginx", ["/usr/sbin/nginx"])) return "nginx is not installed (apt-get install -y nginx-light)";
  if (!findBinary("openssl", ["/usr/bin/openssl"])) return "openssl is not installed (apt-get install -y openssl)";
  if (!existsSync(path.join(buildDir, ".complete"))) return `there is no finished build in ${buildDir} (npm run build)`;
  return undefined;
}

function findBinary(name: string, candidates: string[]): string | undefined {
  const which = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return candidates.find((p) => existsSync(p));
}

type RecipeOptions = {
  buildDir: string;
  /** nginx listens on basePort (HTTP) and basePort + 1 (HTTPS); the servers on the ports after. */
  basePort: number;
  instances: number;
  /** Settings for every server process (DATABASE_URL above all). */
  env: Record<string, string>;
  /** nginx worker processes (default auto, one per core, as Debian's nginx.conf says). */
  nginxWorkers?: number;
  /** Apply deploy/systemd/cpu-split.sh: servers on the cores it gives them, nginx on any (a single core: no split). */
  cpuSplit?: boolean;
};

type RecipeServer = { port: number; origin: string; child: ChildProcess; output(): string };

export type LocalRecipe = {
  host: string;
  httpPort: number;
  httpsPort: number;
  /** https://localhost:PORT */
  origin: string;
  /** The throwaway certificate (also its own authority) and its file. */
  ca: Buffer;
  caPath: string;
  servers: RecipeServer[];
  /** The cores cpu-split.sh gave the servers and PostgreSQL (a taskset list), when the recipe applied it. */
  siteCpus?: string;
  /** SIGTERM one server, wait for its exit (its code), start it again and wait until it answers. */
  restart(index: number): Promise<number | null>;
  nginxErrors(): string;
  /** What nginx's access log (the site's format) holds so far. */
  accessLog(): string;
  /** The nginx master's pid (its workers are its children). */
  nginxPid(): number;
  stop(): Promise<void>;
};

const HOST = "localhost";

/** The site config with the "SITE:" values of a real server replaced by this machine's; each must be found. */
function localSiteConf(
  conf: string,
  o: { httpPort: number; httpsPort: number; serverPorts: number[]; root: string; cert: string; key: string; cacheDir: string },
): string {
  let out = conf;
  const replace = (from: string | RegExp, to: string) => {
    const next = out.replace(from, to);
    if (next === out)
      throw new Error(`deploy/nginx/udyamitra.conf no longer has ${String(from)}: update test/support/deploy/local-recipe.ts with it`);
    out = next;
  };
  const upstreamLines = o.serverPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n");
  replace(/(?: {4}server 127\.0\.0\.1:\d+ [^\n]*# SITE: instances\n)+/, `${upstreamLines}\n`);
  replace(/proxy_cache_path \/var\/cache\/nginx\/udyamitra /, `proxy_cache_path ${o.cacheDir} `);
  replace(/^ {4}listen \[::\]:(?:80|443)[^\n]*\n/gm, "");
  replace(/listen 80\b/g, `listen 127.0.0.1:${o.httpPort}`);
  replace(/listen 443\b/g, `listen 127.0.0.1:${o.httpsPort}`);
  replace(/server_name udyamitra\.example www\.udyamitra\.example;/g, `server_name ${HOST};`);
  replace("return 301 https://$host$request_uri;", `return 301 https://$host:${o.httpsPort}$request_uri;`);
  replace(/ssl_certificate \/etc\/letsencrypt\/live\/udyamitra\.example\/fullchain\.pem;/, `ssl_certificate ${o.cert};`);
  replace(/ssl_certificate_key \/etc\/letsencrypt\/live\/udyamitra\.example\/privkey\.pem;/, `ssl_certificate_key ${o.key};`);
  replace(/root \/srv\/udyamitra\/current\/build\/client;/, `root ${o.root};`);
  replace(/access_log \/var\/log\/nginx\/udyamitra\.access\.log /, `access_log ${path.join(path.dirname(o.cacheDir), "access.log")} `);
  replace(/root \/var\/www\/letsencrypt;/, `root ${path.join(path.dirname(o.cacheDir), "acme")};`);
  return out;
}

/** The main nginx.conf around the site config, as Debian's /etc/nginx/nginx.conf does it (mime types, snippets). */
function mainConf(prefix: string, workers: number | "auto"): string {
  return `daemon off;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  include ${prefix}/site.conf;
}
`;
}

async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  child: ChildProcess | undefined,
  output: () => string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((r) => child.once("exit", (code) => r(code)));

export async function startLocalRecipe(o: RecipeOptions): Promise<LocalRecipe> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "udyamitra-recipe-"));
  for (const d of ["tmp", "cache", "snippets", "acme"]) mkdirSync(path.join(prefix, d));
  // Started as root, nginx's workers run as nobody: they must reach the
  // prefix and write their cache and request bodies.
  chmodSync(prefix, 0o755);
  for (const d of ["tmp", "cache"]) chmodSync(path.join(prefix, d), 0o777);
  const { cert, key } = makeCertificate(prefix, HOST);
  const httpPort = o.basePort;
  const httpsPort = o.basePort + 1;
  const serverPorts = Array.from({ length: o.instances }, (_, i) => o.basePort + 2 + i);
  const servers: RecipeServer[] = [];
  const siteCpus = o.cpuSplit ? cpuSplit(path.join(prefix, "systemd")) : undefined;
  // The keys outside the database, made by deploy/keys.sh as on a server (for this user rather than udyamitra).
  const keysDir = path.join(prefix, "keys");
  execFileSync("bash", [path.join(projectRoot, "deploy/keys.sh")], {
    env: { ...process.env, KEYS_DIR: keysDir, OWNER: os.userInfo().username },
  });
  let nginx: ChildProcess | undefined;
  let nginxStderr = "";

  const startServer = async (port: number): Promise<RecipeServer> => {
    let output = "";
    const node = [process.execPath, "--enable-source-maps", path.join(o.buildDir, "api/main.mjs")];
    // taskset execs node: the child's pid is the server's own, so signals reach it.
    const [command, ...args] = siteCpus ? ["taskset", "-c", siteCpus, ...node] : node;
    const child = spawn(command!, args, {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        CLIENT_DIR: path.join(o.buildDir, "client"),
        TRUST_PROXY: "1",
        LINK_KEYS_FILE: path.join(keysDir, "link-keys"),
        AUDIT_KEY_FILE: path.join(keysDir, "audit-checkpoint.pem"),
        ...o.env,
        PORT: String(port),
        HOST: "127.0.0.1",
      },
    });
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    // RECIPE_SERVER_LOGS=1 shows the processes' logs as they come (to see what a benchmark's failures were).
    if (process.env.RECIPE_SERVER_LOGS) {
      child.stdout!.pipe(process.stderr);
      child.stderr!.pipe(process.stderr);
    }
    const origin = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) })).ok,
      `server on ${port}`,
      child,
      () => output,
    );
    return { port, origin, child, output: () => output };
  };

  const stopAll = async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await Promise.race([exited(nginx), new Promise((r) => setTimeout(r, 5000))]);
      if (nginx.exitCode === null) nginx.kill("SIGKILL");
    }
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode !== null || s.child.signalCode !== null) return;
        s.child.kill("SIGTERM");
        await Promise.race([exited(s.child), new Promise((r) => setTimeout(r, 30_000))]);
        if (s.child.exitCode === null) s.child.kill("SIGKILL");
      }),
    );
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    for (const port of serverPorts) servers.push(await startServer(port));
    const nginxDir = path.join(projectRoot, "deploy/nginx");
    writeFileSync(
      path.join(prefix, "site.conf"),
      localSiteConf(readFileSync(path.join(nginxDir, "udyamitra.conf"), "utf8"), {
        httpPort,
        httpsPort,
        serverPorts,
        root: path.join(o.buildDir, "client"),
        cert,
        key,
        cacheDir: path.join(prefix, "cache"),
      }),
    );
    // The snippets as they go to /etc/nginx/snippets/ (include paths are relative to nginx.conf's folder).
    for (const f of ["udyamitra-proxy.conf", "udyamitra-security-headers.conf"])
      writeFileSync(path.join(prefix, "snippets", f), readFileSync(path.join(nginxDir, f)));
    const conf = path.join(prefix, "nginx.conf");
    writeFileSync(conf, mainConf(prefix, o.nginxWorkers ?? "auto"));
    const nginxBin = findBinary("nginx", ["/usr/sbin/nginx"])!;
    const check = spawnSync(nginxBin, ["-t", "-q", "-p", prefix, "-c", conf], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx refused the config: ${check.stderr}`);
    // Every core, whatever the caller's own affinity: systemd starts nginx without one.
    const [nginxCommand, ...nginxArgs] = siteCpus
      ? ["taskset", "-c", `0-${os.availableParallelism() - 1}`, nginxBin, "-p", prefix, "-c", conf]
      : [nginxBin, "-p", prefix, "-c", conf];
    nginx = spawn(nginxCommand!, nginxArgs, { stdio: ["ignore", "ignore", "pipe"] });
    nginx.stderr!.on("data", (c: Buffer) => (nginxStderr += c.toString()));
    const started = nginx;
    // By name: nginx answers an address (or another name) with nothing.
    await waitUntil(
      async () => (await fetch(`http://${HOST}:${httpPort}/`, { redirect: "manual", signal: AbortSignal.timeout(1000) })).status === 301,
      "nginx",
      started,
      () => nginxStderr,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    host: HOST,
    httpPort,
    httpsPort,
    origin: `https://${HOST}:${httpsPort}`,
    ca: readFileSync(cert),
    caPath: cert,
    servers,
    siteCpus,
    async restart(index) {
      const old = servers[index]!;
      old.child.kill("SIGTERM");
      const code = await exited(old.child);
      servers[index] = await startServer(old.port);
      return code;
    },
    nginxPid: () => nginx!.pid!,
    accessLog: () => (existsSync(path.join(prefix, "access.log")) ? readFileSync(path.join(prefix, "access.log"), "utf8") : ""),
    nginxErrors: () =>
      nginxStderr + (existsSync(path.join(prefix, "error.log")) ? readFileSync(path.join(prefix, "error.log"), "utf8") : ""),
    stop: stopAll,
  };
}
