// nginx serving a build folder, as the yardstick for our server: Debian's
// nginx with a throwaway prefix and config on a loopback port, started and
// stopped by the benchmark.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopChild } from "./built-server";

const brotliModuleCandidates = [
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/share/nginx/modules/ngx_http_brotli_static_module.so",
];

export function findNginx(): string | undefined {
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  const found = which.stdout.trim();
  if (which.status === 0 && found) return found;
  return ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((p) => existsSync(p));
}

export function findBrotliModule(): string | undefined {
  return brotliModuleCandidates.find((p) => existsSync(p));
}

/** `apt-get install -y <pkg>` when we are root on a Debian-like system; true if it worked. */
export function tryAptInstall(pkg: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    console.log(`  (not root or no apt-get: install it yourself with: sudo apt-get install -y ${pkg})`);
    return false;
  }
  console.log(`  apt-get install -y ${pkg} ...`);
  const r = spawnSync("apt-get", ["install", "-y", "-q", pkg], {
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (r.status !== 0) console.log(`  apt-get failed: ${(r.stderr || r.stdout).trim().split("\n").slice(-2).join(" / ")}`);
  return r.status === 0;
}

type NginxOptions = {
  port: number;
  root: string;
  workers: number;
  brotliModule?: string;
  /** Sent on every response, like our server's security headers. */
  headers: Record<string, string>;
};

const quote = (v: string) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** The config: the same cache rules as server/static/site-files.ts and the same extra headers. */
export function nginxConf(prefix: string, o: NginxOptions): string {
  const extra = Object.entries(o.headers).map(([k, v]) => `      add_header ${k} ${quote(v)} always;`);
  // add_header in a location replaces the inherited ones, so each location lists them all.
  const location = (match: string, cache: string, tryFiles: string) =>
    [
      `    location ${match} {`,
      `      try_files ${tryFiles};`,
      `      add_header Cache-Control ${quote(cache)} always;`,
      ...extra,
      "    }",
    ].join("\n");
  return `${o.brotliModule ? `load_module ${o.brotliModule};\n` : ""}worker_processes ${o.workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  types {
    text/html html; text/javascript js mjs; text/css css; application/json json; application/xml xml;
    text/plain txt; image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/webp webp; image/avif avif;
    image/x-icon ico; font/woff2 woff2; application/manifest+json webmanifest;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript text/plain application/json application/xml;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # Our server puts no cap on requests per connection; neither does this one.
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip_static on;
  gzip_vary on;
  ${o.brotliModule ? "brotli_static on;" : "# brotli_static module not installed: nginx serves gzip."}
  server {
    listen 127.0.0.1:${o.port};
    root ${o.root};
${location("/assets/", "public, max-age=31536000, immutable", "$uri =404")}
${location("/img/", "public, max-age=31536000, immutable", "$uri =404")}
${location("/", "public, max-age=0, must-revalidate", "$uri/index.html $uri =404")}
  }
}
`;
}

export type RunningNginx = { origin: string; version: string; stop: () => Promise<void> };

export async function startNginx(binary: string, o: NginxOptions): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, nginxConf(prefix, o));
  const version = spawnSync(binary, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: /, "");
  const test = spawnSync(binary, ["-t", "-q", "-p", prefix, "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx rejected its config (${conf}): ${test.stderr.trim()}`);
  const child: ChildProcess = spawn(binary, ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${o.port}`;
  const stop = async () => {
    await stopChild(child, 5000, "SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      return { origin, version, stop };
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw new Error(`nginx did not start on ${origin} (see messages above).`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
